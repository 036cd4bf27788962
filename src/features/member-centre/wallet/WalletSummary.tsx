import { useState } from 'react';
import type { z } from 'zod/mini';
import { call, formatMoney, wallet } from '../../../core';
import { Button } from '../../ui/Button';
import { useHost } from '../../ui/host-context';
import { RefreshIcon } from '../../ui/icons';
import { useActionKey } from '../../ui/money/action-key';
import { announceBalanceChange } from '../../ui/money/balance-change';
import { errorKeyFor } from '../../ui/system-status';
import { useT } from '../../ui/use-t';

export type Wallets = z.infer<typeof wallet.wallets>;

function Figure({ label, value, total = false }: { label: string; value: number; total?: boolean }) {
  return (
    <div className={`wl-figure${total ? ' wl-figure--total' : ''}`}>
      <span className="wl-figure__label">{label}</span>
      <span className="wl-figure__value">{formatMoney(value)}</span>
    </div>
  );
}

/**
 * The total, main and in-game balances, and "recall all to main". Recall stays offered in
 * single-wallet mode while money is still held outside main (left from transfer mode).
 */
export function WalletSummary({
  wallets,
  onChange,
}: {
  wallets: Wallets;
  onChange: (next: Wallets) => void;
}) {
  const t = useT();
  const { host } = useHost();
  const actionKey = useActionKey();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const inGames = wallets.sumBalance - wallets.mainBalance;

  const recall = async () => {
    const request = { direction: 'recallAll' } as const;
    setBusy(true);
    setMessage(null);
    try {
      const next = await call(wallet.walletTransfer, request, { idempotencyKey: actionKey.keyFor(request) });
      actionKey.settle();
      onChange(next);
      setMessage({ text: t('mc_recall_done', { amount: formatMoney(inGames) }), failed: false });
      await announceBalanceChange(host);
    } catch (failure) {
      actionKey.settle(failure);
      setMessage({ text: t(errorKeyFor(failure)), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="centre-section" part="wallet-summary">
      <div className="wl-summary">
        <Figure label={t('mc_wl_total')} value={wallets.sumBalance} total />
        <Figure label={t('mc_wl_main')} value={wallets.mainBalance} />
        {(!wallets.isSingle || inGames > 0) && <Figure label={t('mc_wl_game_wallets')} value={inGames} />}
      </div>
      {wallets.isSingle && <p className="centre-section__hint">{t('mc_single_wallet_hint')}</p>}
      {(!wallets.isSingle || inGames > 0) && (
        <div className="wl-actions">
          <Button
            variant="outline"
            onClick={() => void recall()}
            loading={busy}
            disabled={inGames <= 0}
            part="recall-all"
          >
            <RefreshIcon size={16} />
            {t('mc_recall_all')}
          </Button>
          <span className="centre-section__hint">{t('mc_recall_hint')}</span>
        </div>
      )}
      {message && (
        <div
          className={message.failed ? 'alert' : 'alert alert--success'}
          role={message.failed ? 'alert' : 'status'}
          part="recall-message"
        >
          {message.text}
        </div>
      )}
    </section>
  );
}
