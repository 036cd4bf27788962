import { useSignals } from '@preact/signals-react/runtime';
import { agents, call, formatMoney, session } from '../../../core';
import { Modal } from '../../ui/Modal';
import { MoneyTransferForm } from '../../ui/transfer/MoneyTransferForm';
import { useMoneyTransfer } from '../../ui/transfer/use-money-transfer';
import { useT } from '../../ui/use-t';

/**
 * Sends money from the agent's main wallet to a direct downline's, confirmed with the payment
 * password; a retry of the very same transfer reuses its idempotency key.
 */
export function TransferDialog({
  member,
  onClose,
  onSent,
}: {
  member: { id: number; account: string } | null;
  onClose: () => void;
  onSent: (memberId: number, amount: number) => void;
}) {
  useSignals();
  const t = useT();
  const transfer = useMoneyTransfer({
    available: session.balanceMinor.value,
    send: async (entry, keyFor) => {
      if (!member) return undefined;
      const request = { memberId: member.id, ...entry };
      const answer = await call(agents.transferToDownline, request, { idempotencyKey: keyFor(request) });
      onSent(member.id, entry.amount);
      return t('ag_transfer_done', { amount: formatMoney(entry.amount), account: answer.account });
    },
  });

  const close = () => {
    transfer.reset();
    onClose();
  };

  return (
    <Modal
      open={member !== null}
      onClose={close}
      title={t('ag_transfer_title', { account: member?.account ?? '' })}
      width={440}
      minHeight={0}
      part="transfer-dialog"
    >
      <MoneyTransferForm transfer={transfer} part="transfer-form" submitLabel={t('ag_transfer_submit')} />
    </Modal>
  );
}
