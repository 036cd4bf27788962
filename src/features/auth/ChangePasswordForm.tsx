import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { session } from '../../core';
import { ApiError } from '../../core/contract';
import { checkChangePassword } from '../../core/validation';
import { TextField } from '../ui/Field';
import { FormShell } from '../ui/forms/FormShell';
import { useFormState } from '../ui/forms/use-form';
import { LockIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { NewPasswordFields } from './NewPasswordFields';
import { SecurePageNotice } from './SecurePageNotice';

const emptyValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * Old, new and confirmation password by the brand's password rule. Also the body of the
 * forced change after a login with the default or an expired password.
 */
export function ChangePasswordForm({ forced = false, onDone }: { forced?: boolean; onDone?: () => void }) {
  useSignals();
  const t = useT();
  const settings = session.systemStatus.value?.info.register ?? null;
  const [done, setDone] = useState(false);
  const form = useFormState(emptyValues, (values) => (settings ? checkChangePassword(values, settings) : {}));

  const submit = () =>
    form.submit(
      async () => {
        await session.changePassword(form.values);
        form.setValues(emptyValues);
        setDone(true);
        onDone?.();
      },
      (failure) => {
        if (failure instanceof ApiError && failure.is('OLD_PASSWORD_WRONG'))
          form.setField('oldPassword', { key: failure.key });
        form.showFailure(failure);
      },
    );

  return (
    <FormShell
      part="change-password-form"
      onSubmit={submit}
      error={form.formError}
      success={done && !forced ? t('chpw_done') : null}
      busy={form.busy}
      submitLabel={t('chpw_submit')}
    >
      <SecurePageNotice />
      {forced && (
        <div className="alert alert--info" part="forced-notice">
          <LockIcon />
          <span>{t('chpw_forced')}</span>
        </div>
      )}
      <TextField
        label={t('field_oldPassword')}
        {...form.field('oldPassword')}
        type="password"
        icon={<LockIcon />}
        autoComplete="current-password"
        maxLength={64}
        requiredMark
      />
      <NewPasswordFields field={form.field} />
    </FormShell>
  );
}
