import { useState } from 'react';
import { call, funds } from '../../../core';
import { ApiError } from '../../../core/contract';
import { Loading } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { TextField } from '../../ui/Field';
import { FormShell } from '../../ui/forms/FormShell';
import { useFormState } from '../../ui/forms/use-form';
import type { FieldErrors } from '../../ui/forms/use-messages';
import { LockIcon } from '../../ui/icons';
import { useT } from '../../ui/use-t';

const MIN = 6;
const MAX = 20;
const emptyValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
type Values = typeof emptyValues;

function checkPaymentPassword(values: Values, changing: boolean): FieldErrors {
  const found: FieldErrors = {};
  const range = { range: `${MIN}-${MAX}` };
  if (changing && values.oldPassword === '') found.oldPassword = { key: 'val_required' };
  if (values.newPassword === '') found.newPassword = { key: 'val_required' };
  else if (values.newPassword.length < MIN || values.newPassword.length > MAX)
    found.newPassword = { key: 'val_password', params: range };
  if (values.confirmNewPassword !== values.newPassword) found.confirmNewPassword = { key: 'val_confirm' };
  return found;
}

/** Sets the payment password asked for every withdrawal, or changes it with the old one. */
export function PaymentPasswordSection() {
  const t = useT();
  const profile = useQuery(() => call(funds.profile, {}));
  const [done, setDone] = useState(false);
  const isSet = profile.query.value?.paymentPasswordSet ?? false;
  const form = useFormState(emptyValues, (values) => checkPaymentPassword(values, isSet));

  const submit = () =>
    form.submit(
      async () => {
        setDone(false);
        await call(funds.setPaymentPassword, {
          ...(isSet ? { oldPassword: form.values.oldPassword } : {}),
          newPassword: form.values.newPassword,
          confirmNewPassword: form.values.confirmNewPassword,
        });
        form.setValues(emptyValues);
        setDone(true);
        if (profile.query.value) profile.set({ ...profile.query.value, paymentPasswordSet: true });
      },
      (failure) => {
        if (failure instanceof ApiError && failure.is('PAYMENT_PASSWORD_WRONG'))
          form.setField('oldPassword', { key: failure.key });
        form.showFailure(failure);
      },
    );

  return (
    <section className="centre-section" part="payment-password">
      <h4 className="centre-section__title">
        {t(isSet ? 'mc_change_payment_password' : 'mc_set_payment_password')}
      </h4>
      <p className="centre-section__hint">{t('mc_payment_password_hint')}</p>
      {profile.query.state === 'loading' && <Loading />}
      {profile.query.state === 'failed' && (
        <div className="alert" role="alert">
          {t(profile.query.failure instanceof ApiError ? profile.query.failure.key : 'err_page_timeout')}
        </div>
      )}
      {profile.query.state === 'ready' && (
        <FormShell
          part="payment-password-form"
          onSubmit={submit}
          error={form.formError}
          success={done ? t('mc_payment_password_saved') : null}
          busy={form.busy}
          submitLabel={t('dlg_submit')}
        >
          {isSet && (
            <TextField
              label={t('mc_old_payment_password')}
              {...form.field('oldPassword')}
              type="password"
              icon={<LockIcon />}
              autoComplete="off"
              maxLength={MAX}
              requiredMark
            />
          )}
          <TextField
            label={t('mc_new_payment_password')}
            {...form.field('newPassword')}
            type="password"
            icon={<LockIcon />}
            autoComplete="new-password"
            maxLength={MAX}
            requiredMark
          />
          <TextField
            label={t('mc_confirm_payment_password')}
            {...form.field('confirmNewPassword')}
            type="password"
            icon={<LockIcon />}
            autoComplete="new-password"
            maxLength={MAX}
            requiredMark
          />
        </FormShell>
      )}
    </section>
  );
}
