import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { session } from '../../core';
import { ApiError } from '../../core/contract';
import { checkChangePassword } from '../../core/validation';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { LockIcon } from '../ui/icons';
import { errorKeyFor } from '../ui/system-status';
import { useT } from '../ui/use-t';
import { SecurePageNotice } from './SecurePageNotice';
import { messageText, useFieldErrors } from './use-messages';

/**
 * Old, new and confirmation password by the brand's password rule. Also the body of the
 * forced change after a login with the default or an expired password.
 */
export function ChangePasswordForm({ forced = false, onDone }: { forced?: boolean; onDone?: () => void }) {
  useSignals();
  const t = useT();
  const settings = session.systemStatus.value?.info.register ?? null;
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, setField } = useFieldErrors();

  const check = () => (settings ? checkChangePassword(values, settings) : {});
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setField(name, null);
  };
  const onBlur = (name: string) => () => setField(name, check()[name] ?? null);

  const submit = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFormError(null);
    try {
      await session.changePassword(values);
      setValues({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
      setDone(true);
      onDone?.();
    } catch (failure) {
      if (failure instanceof ApiError && failure.is('OLD_PASSWORD_WRONG'))
        setField('oldPassword', { key: failure.key });
      setFormError(t(errorKeyFor(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form"
      noValidate
      part="change-password-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
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
        name="oldPassword"
        type="password"
        value={values.oldPassword}
        onValueChange={set('oldPassword')}
        onBlur={onBlur('oldPassword')}
        error={messageText(t, errors, 'oldPassword')}
        icon={<LockIcon />}
        autoComplete="current-password"
        maxLength={64}
        requiredMark
      />
      <TextField
        label={t('field_newPassword')}
        name="newPassword"
        type="password"
        value={values.newPassword}
        onValueChange={set('newPassword')}
        onBlur={onBlur('newPassword')}
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
        onBlur={onBlur('confirmNewPassword')}
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
      {done && !forced && (
        <div className="alert alert--success" role="status">
          {t('chpw_done')}
        </div>
      )}
      <Button type="submit" variant="primary" size="large" block loading={busy} part="submit">
        {t('chpw_submit')}
      </Button>
    </form>
  );
}
