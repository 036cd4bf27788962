import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { call, session, smsVerifier } from '../../core';
import { auth } from '../../core/contract';
import { featureSwitches } from '../../core/contract/system';
import { checkForgotByEmail, checkForgotByPhone, checkSendCode } from '../../core/validation';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { TextField } from '../ui/Field';
import { LockIcon, MailIcon, PhoneIcon, UserIcon } from '../ui/icons';
import { errorKeyFor } from '../ui/system-status';
import { Tabs } from '../ui/Tabs';
import { useT } from '../ui/use-t';
import { CountryPicker } from './CountryPicker';
import { SecurePageNotice } from './SecurePageNotice';
import { SendCodeButton } from './SendCodeButton';
import { messageText, useFieldErrors } from './use-messages';

type ForgotTab = 'email' | 'mobileNum';

/**
 * Password recovery: a reset link by e-mail, or (with CHNGPASSVERIF3) an SMS code and a
 * new password set right here.
 */
export function ForgotPasswordForm({ onDone }: { onDone?: () => void }) {
  useSignals();
  const t = useT();
  const phoneEnabled = session.switches.value.has(featureSwitches.phonePasswordReset);
  const settings = session.systemStatus.value?.info.register ?? null;
  const [tab, setTab] = useState<ForgotTab>('email');
  const activeTab: ForgotTab = phoneEnabled ? tab : 'email';
  const [values, setValues] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [successKey, setSuccessKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, setField } = useFieldErrors();

  const value = (name: string) => values[name] ?? '';
  const set = (name: string) => (next: string) => {
    setValues((current) => ({ ...current, [name]: next }));
    if (errors[name]) setField(name, null);
  };
  const check = () =>
    activeTab === 'email' ? checkForgotByEmail(values) : settings ? checkForgotByPhone(values, settings) : {};
  const onBlur = (name: string) => () => setField(name, check()[name] ?? null);

  const sendCode = async (): Promise<number | null> => {
    const found = checkSendCode(values, settings);
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    try {
      const sent = await smsVerifier.sendCode({
        mobileNum: value('mobileNum').trim(),
        countryDialingCode: value('countryDialingCode'),
        purpose: 'forgot',
      });
      return sent.countdownSeconds;
    } catch (failure) {
      session.notice.value = { key: errorKeyFor(failure), kind: 'warning' };
      return null;
    }
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFormError(null);
    try {
      if (activeTab === 'email') {
        await call(auth.forgotByEmail, { username: value('username').trim(), email: value('email').trim() });
        setSuccessKey('forgot_request_sent');
      } else {
        await call(auth.resetByPhone, {
          mobileNum: value('mobileNum').trim(),
          countryDialingCode: value('countryDialingCode'),
          verificationCode: value('verificationCode').trim(),
          newPassword: value('newPassword'),
          confirmNewPassword: value('confirmNewPassword'),
        });
        setSuccessKey('forgot_reset_done');
      }
      setValues((current) => ({ countryDialingCode: current.countryDialingCode ?? '' }));
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
        part="forgot-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Tabs
          label={t('forgot_title')}
          selected={activeTab}
          onSelect={(next) => {
            setTab(next);
            setErrors({});
            setFormError(null);
          }}
          items={[
            { key: 'email', label: t('forgot_tab_email') },
            ...(phoneEnabled ? [{ key: 'mobileNum' as const, label: t('forgot_tab_mobileNum') }] : []),
          ]}
        />
        {activeTab === 'email' ? (
          <>
            <p className="muted small">{t('forgot_intro_email')}</p>
            <TextField
              label={t('field_username')}
              name="username"
              value={value('username')}
              onValueChange={set('username')}
              onBlur={onBlur('username')}
              error={messageText(t, errors, 'username')}
              icon={<UserIcon />}
              autoComplete="username"
              maxLength={32}
              requiredMark
            />
            <TextField
              label={t('field_email')}
              name="email"
              type="email"
              value={value('email')}
              onValueChange={set('email')}
              onBlur={onBlur('email')}
              error={messageText(t, errors, 'email')}
              icon={<MailIcon />}
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              requiredMark
            />
          </>
        ) : (
          <>
            <SecurePageNotice />
            <TextField
              label={t('field_mobileNum')}
              name="mobileNum"
              type="tel"
              value={value('mobileNum')}
              onValueChange={(next) => set('mobileNum')(next.replace(/\D/g, ''))}
              onBlur={onBlur('mobileNum')}
              error={messageText(t, errors, 'mobileNum') ?? messageText(t, errors, 'countryDialingCode')}
              leading={
                <CountryPicker value={value('countryDialingCode')} onChange={set('countryDialingCode')} />
              }
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={15}
              requiredMark
            />
            <TextField
              label={t('field_verificationCode')}
              name="verificationCode"
              value={value('verificationCode')}
              onValueChange={set('verificationCode')}
              onBlur={onBlur('verificationCode')}
              error={messageText(t, errors, 'verificationCode')}
              icon={<PhoneIcon />}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              requiredMark
              trailing={<SendCodeButton onSend={sendCode} />}
            />
            <TextField
              label={t('field_newPassword')}
              name="newPassword"
              type="password"
              value={value('newPassword')}
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
              value={value('confirmNewPassword')}
              onValueChange={set('confirmNewPassword')}
              onBlur={onBlur('confirmNewPassword')}
              error={messageText(t, errors, 'confirmNewPassword')}
              icon={<LockIcon />}
              autoComplete="new-password"
              maxLength={64}
              requiredMark
            />
          </>
        )}
        {formError && (
          <div className="alert" role="alert" part="form-error">
            {formError}
          </div>
        )}
        <Button type="submit" variant="primary" size="large" block loading={busy} part="submit">
          {t('forgot_submit')}
        </Button>
      </form>
      <Dialog
        open={successKey !== null}
        kind="success"
        message={successKey ? t(successKey) : ''}
        onConfirm={() => {
          setSuccessKey(null);
          onDone?.();
        }}
      />
    </>
  );
}
