import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { agents, call, formatMoney, session } from '../../../core';
import { ApiError } from '../../../core/contract';
import { TextField } from '../../ui/Field';
import { FormShell } from '../../ui/forms/FormShell';
import { useFormState } from '../../ui/forms/use-form';
import type { FieldErrors } from '../../ui/forms/use-messages';
import { useHost } from '../../ui/host-context';
import { LockIcon, WalletIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { useActionKey } from '../../ui/money/action-key';
import { announceBalanceChange } from '../../ui/money/balance-change';
import { parseMajorToMinor } from '../../ui/money/money-input';
import { useT } from '../../ui/use-t';

const emptyValues = { amount: '', paymentPassword: '' };

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
  const { host } = useHost();
  const actionKey = useActionKey();
  const [done, setDone] = useState<string | null>(null);
  const available = session.balanceMinor.value;
  const form = useFormState(emptyValues, (values): FieldErrors => {
    const found: FieldErrors = {};
    const amount = parseMajorToMinor(values.amount);
    if (values.amount.trim() === '') found.amount = { key: 'val_required' };
    else if (!amount) found.amount = { key: 'mc_amount_invalid' };
    else if (available !== null && amount > available) found.amount = { key: 'err_insufficient_funds' };
    if (values.paymentPassword === '') found.paymentPassword = { key: 'val_required' };
    return found;
  });

  const close = () => {
    setDone(null);
    form.setValues(emptyValues);
    form.clearMessages();
    onClose();
  };

  const send = () =>
    form.submit(
      async () => {
        if (!member) return;
        setDone(null);
        const amount = parseMajorToMinor(form.values.amount) ?? 0;
        const request = { memberId: member.id, amount, paymentPassword: form.values.paymentPassword };
        const answer = await call(agents.transferToDownline, request, {
          idempotencyKey: actionKey.keyFor(request),
        });
        actionKey.settle();
        form.setValues(emptyValues);
        setDone(t('ag_transfer_done', { amount: formatMoney(amount), account: answer.account }));
        onSent(member.id, amount);
        await announceBalanceChange(host);
      },
      (failure) => {
        actionKey.settle(failure);
        if (failure instanceof ApiError && failure.is('PAYMENT_PASSWORD_WRONG'))
          form.setField('paymentPassword', { key: failure.key });
        else if (failure instanceof ApiError && failure.is('INSUFFICIENT_FUNDS'))
          form.setField('amount', { key: failure.key });
        else form.showFailure(failure);
      },
    );

  return (
    <Modal
      open={member !== null}
      onClose={close}
      title={t('ag_transfer_title', { account: member?.account ?? '' })}
      width={440}
      minHeight={0}
      part="transfer-dialog"
    >
      <FormShell
        part="transfer-form"
        onSubmit={send}
        error={form.formError}
        success={done}
        busy={form.busy}
        submitLabel={t('ag_transfer_submit')}
      >
        <TextField
          label={t('mc_wl_amount')}
          {...form.field('amount')}
          inputMode="decimal"
          icon={<WalletIcon />}
          maxLength={16}
          autoComplete="off"
          requiredMark
          hint={available === null ? undefined : t('mc_wl_available', { amount: formatMoney(available) })}
        />
        <TextField
          label={t('mc_wl_payment_password')}
          {...form.field('paymentPassword')}
          type="password"
          icon={<LockIcon />}
          autoComplete="off"
          maxLength={64}
          requiredMark
        />
      </FormShell>
    </Modal>
  );
}
