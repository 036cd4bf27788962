import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { call, session } from '../../core';
import { auth } from '../../core/contract';
import { checkResetPassword } from '../../core/validation';
import { Dialog } from '../ui/Dialog';
import { FormShell } from '../ui/forms/FormShell';
import { useFormState } from '../ui/forms/use-form';
import { useT } from '../ui/use-t';
import { NewPasswordFields } from './NewPasswordFields';
import { SecurePageNotice } from './SecurePageNotice';

/** Sets a new password from the link of a forgot-password e-mail (single use). */
export function ResetPasswordForm({ resetToken, onDone }: { resetToken: string; onDone: () => void }) {
  useSignals();
  const t = useT();
  const settings = session.systemStatus.value?.info.register ?? null;
  const [succeeded, setSucceeded] = useState(false);
  const form = useFormState({ newPassword: '', confirmNewPassword: '' }, (values) =>
    settings ? checkResetPassword(values, settings) : {},
  );

  const submit = () =>
    form.submit(async () => {
      await call(auth.resetByEmailLink, { resetToken, ...form.values });
      setSucceeded(true);
    });

  return (
    <>
      <FormShell
        part="reset-form"
        onSubmit={submit}
        error={form.formError}
        busy={form.busy}
        submitLabel={t('forgot_reset_submit')}
      >
        <SecurePageNotice />
        <NewPasswordFields field={form.field} />
      </FormShell>
      <Dialog open={succeeded} kind="success" message={t('forgot_reset_done')} onConfirm={onDone} />
    </>
  );
}
