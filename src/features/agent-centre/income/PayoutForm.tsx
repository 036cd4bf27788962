import { agents, call, formatMoney } from '../../../core';
import { MoneyTransferForm } from '../../ui/transfer/MoneyTransferForm';
import { useMoneyTransfer } from '../../ui/transfer/use-money-transfer';
import { useT } from '../../ui/use-t';

/** Pays income out to the main wallet, confirmed with the payment password. */
export function PayoutForm({
  incomeBalance,
  onPaid,
}: {
  incomeBalance: number;
  onPaid: (incomeBalance: number) => void;
}) {
  const t = useT();
  const transfer = useMoneyTransfer({
    available: incomeBalance,
    send: async (request, keyFor) => {
      const answer = await call(agents.incomePayout, request, { idempotencyKey: keyFor(request) });
      onPaid(answer.incomeBalance);
      return t('ag_payout_done', { amount: formatMoney(request.amount) });
    },
  });
  return (
    <MoneyTransferForm
      transfer={transfer}
      part="payout-form"
      submitLabel={t('ag_payout_submit')}
      hint={t('ag_payout_available', { amount: formatMoney(incomeBalance) })}
      allClass="ag-max"
      grid
    />
  );
}
