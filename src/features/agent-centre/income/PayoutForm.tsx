import { useState } from 'react';
import { agents, call, formatMoney } from '../../../core';
import { ApiError } from '../../../core/contract';
import { TextField } from '../../ui/Field';
import { FormShell } from '../../ui/forms/FormShell';
import { useFormState } from '../../ui/forms/use-form';
import type { FieldErrors } from '../../ui/forms/use-messages';
import { useHost } from '../../ui/host-context';
import { LockIcon, WalletIcon } from '../../ui/icons';
import { useActionKey } from '../../ui/money/action-key';
import { announceBalanceChange } from '../../ui/money/balance-change';
import { minorToMajorText, parseMajorToMinor } from '../../ui/money/money-input';
import { useT } from '../../ui/use-t';

const emptyValues = { amount: '', paymentPassword: '' };

/** Pays income out to the main wallet, confirmed with the payment password. */
export function PayoutForm({
  incomeBalance,
  onPaid,
}: {
  incomeBalance: number;
  onPaid: (incomeBalance: number) => void;
}) {
  const t = useT();
  const { host } = useHost();
  const actionKey = useActionKey();
  const [done, setDone] = useState<string | null>(null);
  const form = useFormState(emptyValues, (values): FieldErrors => {
    const found: FieldErrors = {};
    const amount = parseMajorToMinor(values.amount);
    if (values.amount.trim() === '') found.amount = { key: 'val_required' };
    else if (!amount) found.amount = { key: 'mc_amount_invalid' };
    else if (amount > incomeBalance) found.amount = { key: 'err_insufficient_funds' };
    if (values.paymentPassword === '') found.paymentPassword = { key: 'val_required' };
    return found;
  });

  const send = () =>
    form.submit(
      async () => {
        setDone(null);
        const amount = parseMajorToMinor(form.values.amount) ?? 0;
        const request = { amount, paymentPassword: form.values.paymentPassword };
        const answer = await call(agents.incomePayout, request, {
          idempotencyKey: actionKey.keyFor(request),
        });
        actionKey.settle();
        form.setValues(emptyValues);
        setDone(t('ag_payout_done', { amount: formatMoney(amount) }));
        onPaid(answer.incomeBalance);
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
    <FormShell
      part="payout-form"
      onSubmit={send}
      error={form.formError}
      success={done}
      busy={form.busy}
      submitLabel={t('ag_payout_submit')}
    >
      <div className="form__grid">
        <TextField
          label={t('mc_wl_amount')}
          {...form.field('amount')}
          inputMode="decimal"
          icon={<WalletIcon />}
          maxLength={16}
          autoComplete="off"
          requiredMark
          hint={t('ag_payout_available', { amount: formatMoney(incomeBalance) })}
          trailing={
            <button
              type="button"
              className="ag-max"
              disabled={incomeBalance <= 0}
              onClick={() => form.set('amount')(minorToMajorText(incomeBalance))}
            >
              {t('mc_wl_all')}
            </button>
          }
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
      </div>
    </FormShell>
  );
}
