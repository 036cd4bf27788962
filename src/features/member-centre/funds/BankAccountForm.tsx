import { call, funds } from '../../../core';
import { ApiError } from '../../../core/contract';
import { TextField } from '../../ui/Field';
import { FormShell } from '../../ui/forms/FormShell';
import { useFormState } from '../../ui/forms/use-form';
import type { FieldErrors } from '../../ui/forms/use-messages';
import { LockIcon, UserIcon, WalletIcon } from '../../ui/icons';
import { useT } from '../../ui/use-t';

const initial = { bankName: '', accountNumber: '', accountHolderName: '', paymentPassword: '' };
type Values = typeof initial;

function checkBankAccount(values: Values): FieldErrors {
  const found: FieldErrors = {};
  const text = (name: keyof Values, min: number, max: number) => {
    const length = values[name].trim().length;
    if (length === 0) found[name] = { key: 'val_required' };
    else if (length < min || length > max) found[name] = { key: 'fund_length', params: { min, max } };
  };
  text('bankName', 2, 60);
  text('accountHolderName', 2, 60);
  if (values.accountNumber.trim() === '') found.accountNumber = { key: 'val_required' };
  else if (!/^\d{6,30}$/.test(values.accountNumber.trim()))
    found.accountNumber = { key: 'fund_account_digits' };
  if (values.paymentPassword.length < 6 || values.paymentPassword.length > 20) {
    found.paymentPassword = {
      key: values.paymentPassword === '' ? 'val_required' : 'fund_payment_password_length',
    };
  }
  return found;
}

/** Binds the bank account withdrawals are paid to, confirmed with the payment password. */
export function BankAccountForm({ onBound }: { onBound: (profile: funds.FundsProfile) => void }) {
  const t = useT();
  const form = useFormState(initial, checkBankAccount);
  const bind = () =>
    form.submit(
      async () => {
        onBound(
          await call(funds.bindBankAccount, {
            bankName: form.values.bankName.trim(),
            accountNumber: form.values.accountNumber.trim(),
            accountHolderName: form.values.accountHolderName.trim(),
            paymentPassword: form.values.paymentPassword,
          }),
        );
      },
      (failure) => {
        if (failure instanceof ApiError && failure.is('PAYMENT_PASSWORD_WRONG'))
          form.setField('paymentPassword', { key: failure.key });
        form.showFailure(failure);
      },
    );
  return (
    <section className="centre-section" part="bank-account">
      <h4 className="centre-section__title">{t('fund_bind_bank')}</h4>
      <p className="centre-section__hint">{t('fund_bind_bank_hint')}</p>
      <FormShell
        part="bank-account-form"
        onSubmit={bind}
        error={form.formError}
        busy={form.busy}
        submitLabel={t('fund_bind_bank_submit')}
      >
        <TextField
          label={t('fund_bank_name')}
          {...form.field('bankName')}
          icon={<WalletIcon />}
          maxLength={60}
          requiredMark
        />
        <TextField
          label={t('fund_account_number')}
          {...form.field('accountNumber')}
          inputMode="numeric"
          icon={<WalletIcon />}
          maxLength={30}
          autoComplete="off"
          requiredMark
        />
        <TextField
          label={t('fund_account_holder')}
          {...form.field('accountHolderName')}
          icon={<UserIcon />}
          maxLength={60}
          autoComplete="name"
          requiredMark
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
    </section>
  );
}
