import { useSignals } from '@preact/signals-react/runtime';
import { call, formatMoney, funds, session } from '../../../core';
import { ApiError } from '../../../core/contract';
import { TextField } from '../../ui/Field';
import { FormShell } from '../../ui/forms/FormShell';
import { useFormState } from '../../ui/forms/use-form';
import type { FieldErrors } from '../../ui/forms/use-messages';
import { LockIcon, WalletIcon } from '../../ui/icons';
import { parseMajorToMinor } from '../../ui/money/money-input';
import { useT } from '../../ui/use-t';
import { useActionKey, withActionKey } from './action-key';
import { checkAmount } from './amount';
import { fundsFailureText } from './funds-messages';

interface Bounds {
  minAmount: number;
  maxAmount: number;
}

/** Requests a withdrawal to the bound bank account; the payment password is asked every time. */
export function WithdrawForm({
  bounds,
  bank,
  onRequested,
}: {
  bounds: Bounds;
  bank: NonNullable<funds.FundsProfile['bankAccount']>;
  onRequested: (withdrawal: funds.Withdrawal) => void;
}) {
  useSignals();
  const t = useT();
  const keys = useActionKey();
  const form = useFormState({ amount: '', paymentPassword: '' }, (values): FieldErrors => {
    const found: FieldErrors = {};
    const amount = checkAmount(values.amount, bounds.minAmount, bounds.maxAmount);
    if (amount) found.amount = amount;
    if (values.paymentPassword === '') found.paymentPassword = { key: 'val_required' };
    else if (values.paymentPassword.length < 6 || values.paymentPassword.length > 20)
      found.paymentPassword = { key: 'fund_payment_password_length' };
    return found;
  });
  const balance = session.balanceMinor.value;

  const request = () =>
    form.submit(
      async () => {
        const amount = parseMajorToMinor(form.values.amount) ?? 0;
        const input = { amount, paymentPassword: form.values.paymentPassword };
        const withdrawal = await withActionKey(
          keys,
          `withdraw:${amount}:${form.values.paymentPassword}`,
          (idempotencyKey) => call(funds.createWithdrawal, input, { idempotencyKey }),
        );
        form.setValues({ amount: '', paymentPassword: '' });
        onRequested(withdrawal);
      },
      (failure) => {
        if (failure instanceof ApiError && failure.is('PAYMENT_PASSWORD_WRONG'))
          form.setField('paymentPassword', { key: failure.key });
        form.setFormError(fundsFailureText(t, failure));
      },
    );

  return (
    <section className="centre-section" part="withdraw-new">
      <h4 className="centre-section__title">{t('fund_new_withdrawal')}</h4>
      <dl className="centre-facts" part="bank-bound">
        <dt>{t('fund_bank_name')}</dt>
        <dd>{bank.bankName}</dd>
        <dt>{t('fund_account_number')}</dt>
        <dd>{bank.accountNumberMasked}</dd>
        <dt>{t('fund_account_holder')}</dt>
        <dd>{bank.accountHolderName}</dd>
        {balance !== null && (
          <>
            <dt>{t('fund_balance')}</dt>
            <dd>{formatMoney(balance)}</dd>
          </>
        )}
      </dl>
      <FormShell
        part="withdraw-form"
        onSubmit={request}
        error={form.formError}
        busy={form.busy}
        submitLabel={t('fund_withdraw_submit')}
      >
        <TextField
          label={t('fund_amount')}
          {...form.field('amount')}
          inputMode="decimal"
          icon={<WalletIcon />}
          maxLength={16}
          requiredMark
          hint={t('fund_amount_range', {
            min: formatMoney(bounds.minAmount),
            max: formatMoney(bounds.maxAmount),
          })}
        />
        <TextField
          label={t('fund_payment_password')}
          {...form.field('paymentPassword')}
          type="password"
          icon={<LockIcon />}
          maxLength={20}
          autoComplete="off"
          requiredMark
        />
      </FormShell>
      <p className="centre-section__hint">{t('fund_withdraw_note')}</p>
    </section>
  );
}
