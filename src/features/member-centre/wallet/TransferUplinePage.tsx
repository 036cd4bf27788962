import { useSignals } from '@preact/signals-react/runtime';
import { call, formatMoney, session, wallet } from '../../../core';
import { useAdoptedStyles } from '../../ui/adopted-styles';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { AlertIcon } from '../../ui/icons';
import { errorKeyFor } from '../../ui/system-status';
import { MoneyTransferForm } from '../../ui/transfer/MoneyTransferForm';
import { useMoneyTransfer } from '../../ui/transfer/use-money-transfer';
import { useT } from '../../ui/use-t';
import { afterPaymentFromMain, availableFromMain } from './available-from-main';
import { walletStyles } from './wallet.styles';

function UplineForm({ available, onSent }: { available: number; onSent: (amount: number) => void }) {
  const t = useT();
  const transfer = useMoneyTransfer({
    available,
    send: async (request, keyFor) => {
      const answer = await call(wallet.transferToUpline, request, { idempotencyKey: keyFor(request) });
      onSent(request.amount);
      return t('mc_upline_done', { amount: formatMoney(request.amount), account: answer.uplineAccount });
    },
  });
  return (
    <MoneyTransferForm
      transfer={transfer}
      part="upline-form"
      submitLabel={t('mc_upline_submit')}
      allClass="wl-max"
      confirm={(amount) => t('mc_upline_confirm', { amount: formatMoney(amount) })}
    />
  );
}

/**
 * transferUpline: a member whose account allows it sends money from its main wallet to its
 * upline, confirmed with the payment password. What it may send counts the game wallets no game
 * is playing from: the server brings them home for it.
 */
export default function TransferUplinePage() {
  useAdoptedStyles(walletStyles);
  useSignals();
  const t = useT();
  const allowed = session.member.value?.toUpline ?? false;
  const loaded = useQuery(() => call(wallet.merchantWallet, {}));

  if (!allowed) {
    return (
      <div className="page-empty" part="upline-unavailable">
        {t('mc_upline_unavailable')}
      </div>
    );
  }
  if (loaded.query.state === 'loading') return <Loading />;
  if (!loaded.query.value) {
    return (
      <div className="page-failure" role="alert" part="page-error">
        <AlertIcon />
        <p>{t(errorKeyFor(loaded.query.failure))}</p>
        <Button variant="outline" onClick={loaded.reload}>
          {t('mc_retry')}
        </Button>
      </div>
    );
  }
  const wallets = loaded.query.value;
  return (
    <section className="centre-section" part="transfer-upline">
      <h4 className="centre-section__title">{t('mc_upline_title')}</h4>
      <p className="centre-section__hint">{t('mc_upline_hint')}</p>
      <UplineForm
        available={availableFromMain(wallets)}
        // The amount left main: the form keeps its confirmation while the balance follows.
        onSent={(amount) => loaded.set(afterPaymentFromMain(wallets, amount))}
      />
    </section>
  );
}
