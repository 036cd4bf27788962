import { useSignals } from '@preact/signals-react/runtime';
import { call, formatMoney, session, wallet } from '../../../core';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { AlertIcon } from '../../ui/icons';
import { errorKeyFor } from '../../ui/system-status';
import { MoneyTransferForm } from '../../ui/transfer/MoneyTransferForm';
import { useMoneyTransfer } from '../../ui/transfer/use-money-transfer';
import { useT } from '../../ui/use-t';
import { walletStyles } from './wallet.styles';

function UplineForm({ mainBalance, onSent }: { mainBalance: number; onSent: (amount: number) => void }) {
  const t = useT();
  const transfer = useMoneyTransfer({
    available: mainBalance,
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
 * upline, confirmed with the payment password.
 */
export default function TransferUplinePage() {
  useSignals();
  const t = useT();
  const allowed = session.member.value?.toUpline ?? false;
  const loaded = useQuery(() => call(wallet.merchantWallet, {}));

  if (!allowed) {
    return (
      <div className="mc-empty" part="upline-unavailable">
        {t('mc_upline_unavailable')}
      </div>
    );
  }
  if (loaded.query.state === 'loading') return <Loading />;
  if (!loaded.query.value) {
    return (
      <div className="mc-failure" role="alert" part="page-error">
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
    <section className="mc-section" part="transfer-upline">
      <style>{walletStyles}</style>
      <h4 className="mc-section__title">{t('mc_upline_title')}</h4>
      <p className="mc-section__hint">{t('mc_upline_hint')}</p>
      <UplineForm
        mainBalance={wallets.mainBalance}
        // The amount left main: the form keeps its confirmation while the balance follows.
        onSent={(amount) => loaded.set({ ...wallets, mainBalance: wallets.mainBalance - amount })}
      />
    </section>
  );
}
