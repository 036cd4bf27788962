import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { call, session } from '../../core';
import { auth } from '../../core/contract';
import { checkResetPassword } from '../../core/validation';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { TextField } from '../ui/Field';
import { LockIcon } from '../ui/icons';
import { errorKeyFor } from '../ui/system-status';
import { useT } from '../ui/use-t';
import { SecurePageNotice } from './SecurePageNotice';
import { messageText, useFieldErrors } from './use-messages';

/** Sets a new password from the link of a forgot-password e-mail (single use). */
export function ResetPasswordForm({ resetToken, onDone }: { resetToken: string; onDone: () => void }) {
  useSignals();
  const t = useT();
  const settings = session.systemStatus.value?.info.register ?? null;
  const [values, setValues] = useState({ newPassword: '', confirmNewPassword: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, setField } = useFieldErrors();

  const check = () => (settings ? checkResetPassword(values, settings) : {});
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setField(name, null);
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFormError(null);
    try {
      await call(auth.resetByEmailLink, { resetToken, ...values });
      setSucceeded(true);
    } catch (failure) {
      setFormError(t(errorKeyFor(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form
        className="form"
        noValidate
        part="reset-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SecurePageNotice />
        <TextField
          label={t('field_newPassword')}
          name="newPassword"
          type="password"
          value={values.newPassword}
          onValueChange={set('newPassword')}
          onBlur={() => setField('newPassword', check().newPassword ?? null)}
          error={messageText(t, errors, 'newPassword')}
          icon={<LockIcon />}
          autoComplete="new-password"
          maxLength={64}
          requiredMark
        />
        <TextField
          label={t('field_confirmNewPassword')}
          name="confirmNewPassword"
          type="password"
          value={values.confirmNewPassword}
          onValueChange={set('confirmNewPassword')}
          onBlur={() => setField('confirmNewPassword', check().confirmNewPassword ?? null)}
          error={messageText(t, errors, 'confirmNewPassword')}
          icon={<LockIcon />}
          autoComplete="new-password"
          maxLength={64}
          requiredMark
        />
        {formError && (
          <div className="alert" role="alert" part="form-error">
            {formError}
          </div>
        )}
        <Button type="submit" variant="primary" size="large" block loading={busy} part="submit">
          {t('forgot_reset_submit')}
        </Button>
      </form>
      <Dialog open={succeeded} kind="success" message={t('forgot_reset_done')} onConfirm={onDone} />
    </>
  );
}
