import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { type RequestOf, session, smsVerifier } from '../../core';
import { ApiError, type auth, errors as catalogue } from '../../core/contract';
import {
  type LoginResult,
  type VerificationChallenge,
  verificationChallenge,
} from '../../core/contract/auth';
import { featureSwitches } from '../../core/contract/system';
import { checkLogin, checkSendCode } from '../../core/validation';
import { Button } from '../ui/Button';
import { emit } from '../ui/events';
import { Checkbox, TextField } from '../ui/Field';
import { useHost } from '../ui/host-context';
import { LockIcon, PhoneIcon, UserIcon } from '../ui/icons';
import { errorKeyFor } from '../ui/system-status';
import { Tabs } from '../ui/Tabs';
import { useT } from '../ui/use-t';
import { CaptchaField } from './CaptchaField';
import { CountryPicker } from './CountryPicker';
import { SecurePageNotice } from './SecurePageNotice';
import { SendCodeButton } from './SendCodeButton';
import { useCaptcha } from './use-captcha';
import { messageText, useFieldErrors } from './use-messages';
import { type ChallengeAnswer, VerificationStep } from './VerificationStep';

type LoginTab = 'username' | 'sms';
type LoginInput = RequestOf<typeof auth.login>;

export interface LoginFormProps {
  site: 'member' | 'agent';
  /** Called after a successful sign-in (the gd-login event is already emitted). */
  onSuccess?: (result: LoginResult) => void;
  /** Opens the forgot-password flow. */
  onForgot?: () => void;
  /** Start on the SMS tab (the header's mobile-login entry). */
  initialTab?: LoginTab;
}

/**
 * Sign in by username and password or by SMS code. A failed attempt flagged by the server
 * reveals the captcha; a login from an unknown IP continues with the verification step.
 */
export function LoginForm({ site, onSuccess, onForgot, initialTab = 'username' }: LoginFormProps) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const smsEnabled = session.switches.value.has(featureSwitches.mobileLogin);
  const settings = session.systemStatus.value?.info.register ?? null;

  const [tab, setTab] = useState<LoginTab>(initialTab === 'sms' && smsEnabled ? 'sms' : 'username');
  const [username, setUsername] = useState(() => session.rememberedUsername() ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => session.rememberedUsername() !== null);
  const [mobileNum, setMobileNum] = useState('');
  const [countryDialingCode, setCountryDialingCode] = useState('');
  const [verificationCode, setVerificationCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [challenge, setChallenge] = useState<VerificationChallenge | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, setField } = useFieldErrors();
  const captchaState = useCaptcha(captchaShown);
  const activeTab: LoginTab = tab === 'sms' && !smsEnabled ? 'username' : tab;

  const values = { username, password, captcha, mobileNum, countryDialingCode, verificationCode };

  const buildInput = (answer?: ChallengeAnswer): LoginInput => {
    const input: LoginInput =
      activeTab === 'username'
        ? { type: 'username', username: username.trim(), password, site }
        : {
            type: 'sms',
            mobileNum: mobileNum.trim(),
            countryDialingCode,
            verificationCode: verificationCode.trim(),
            site,
          };
    if (captchaShown) {
      input.captcha = captcha.trim();
      input.captchaId = captchaState.captchaId;
    }
    if (answer) Object.assign(input, answer);
    return input;
  };

  const handleFailure = (failure: unknown) => {
    if (failure instanceof ApiError) {
      if (failure.is('VERIFICATION_REQUIRED')) {
        const parsed = verificationChallenge.safeParse(failure.value);
        if (parsed.success) {
          setChallenge(parsed.data);
          setFormError(null);
          return;
        }
      }
      const flagged = (failure.value as { captcha?: unknown } | null)?.captcha === true;
      if (flagged || failure.is('CAPTCHA_INVALID')) {
        setCaptchaShown(true);
        setCaptcha('');
        // The server spends a captcha on every attempt: always draw a fresh one.
        captchaState.refresh(true);
      }
      if (failure.is('CAPTCHA_INVALID')) {
        setField('captcha', { key: failure.key });
        setFormError(null);
        return;
      }
    }
    setFormError(t(errorKeyFor(failure)));
  };

  const submit = async (answer?: ChallengeAnswer) => {
    const found = checkLogin(values, { captchaShown, type: activeTab, settings });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFormError(null);
    try {
      const result = await session.login(buildInput(answer));
      if (activeTab === 'username') session.remember(remember ? username.trim() : null);
      setChallenge(null);
      setPassword('');
      emit(host, 'gd-login', { account: result.userName, memberType: result.memberType });
      onSuccess?.(result);
    } catch (failure) {
      if (answer && failure instanceof ApiError && failure.is('VERIFICATION_FAILED')) {
        setFormError(t(catalogue.VERIFICATION_FAILED.key));
      } else {
        handleFailure(failure);
      }
    } finally {
      setBusy(false);
    }
  };

  const sendLoginCode = async (): Promise<number | null> => {
    const found = checkSendCode({ mobileNum, countryDialingCode }, settings);
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    try {
      const sent = await smsVerifier.sendCode({
        mobileNum: mobileNum.trim(),
        countryDialingCode,
        purpose: 'login',
      });
      return sent.countdownSeconds;
    } catch (failure) {
      session.notice.value = { key: errorKeyFor(failure), kind: 'warning' };
      return null;
    }
  };

  if (challenge) {
    return (
      <VerificationStep
        challenge={challenge}
        busy={busy}
        error={formError}
        onSubmit={(answer) => void submit(answer)}
        onBack={() => {
          setChallenge(null);
          setFormError(null);
        }}
      />
    );
  }

  const blurCheck = (name: string, value: string) => {
    if (errors[name] && value.trim()) setField(name, null);
  };

  return (
    <form
      className="form"
      noValidate
      part="login-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SecurePageNotice />
      <Tabs
        label={t('login_submit')}
        selected={activeTab}
        onSelect={(next) => {
          setTab(next);
          setErrors({});
          setFormError(null);
        }}
        items={[
          { key: 'username', label: t('login_tab_username') },
          ...(smsEnabled ? [{ key: 'sms' as const, label: t('login_tab_sms') }] : []),
        ]}
      />
      {activeTab === 'username' ? (
        <>
          <TextField
            label={t('field_username')}
            name="username"
            value={username}
            onValueChange={setUsername}
            onBlur={() => blurCheck('username', username)}
            error={messageText(t, errors, 'username')}
            icon={<UserIcon />}
            autoComplete="username"
            placeholder={t('login_username_ph')}
            maxLength={32}
          />
          <TextField
            label={t('field_password')}
            name="password"
            type="password"
            value={password}
            onValueChange={setPassword}
            onBlur={() => blurCheck('password', password)}
            error={messageText(t, errors, 'password')}
            icon={<LockIcon />}
            autoComplete="current-password"
            placeholder={t('login_password_ph')}
            maxLength={64}
          />
        </>
      ) : (
        <>
          <TextField
            label={t('field_mobileNum')}
            name="mobileNum"
            type="tel"
            value={mobileNum}
            onValueChange={(value) => setMobileNum(value.replace(/\D/g, ''))}
            error={messageText(t, errors, 'mobileNum') ?? messageText(t, errors, 'countryDialingCode')}
            leading={<CountryPicker value={countryDialingCode} onChange={setCountryDialingCode} />}
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={15}
            placeholder={t('login_mobile_ph')}
          />
          <TextField
            label={t('field_verificationCode')}
            name="verificationCode"
            value={verificationCode}
            onValueChange={setVerificationCode}
            error={messageText(t, errors, 'verificationCode')}
            icon={<PhoneIcon />}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={8}
            trailing={<SendCodeButton onSend={sendLoginCode} />}
          />
        </>
      )}
      {captchaShown && (
        <CaptchaField
          value={captcha}
          onValueChange={setCaptcha}
          error={messageText(t, errors, 'captcha')}
          image={captchaState.image}
          failed={captchaState.failed}
          onRefresh={() => captchaState.refresh()}
        />
      )}
      <div className="form__links">
        {activeTab === 'username' ? (
          <Checkbox checked={remember} onCheckedChange={setRemember} name="remember">
            {t('login_remember')}
          </Checkbox>
        ) : (
          <span />
        )}
        {onForgot && (
          <button type="button" className="link" onClick={onForgot} part="forgot-link">
            {t('login_forgot')}
          </button>
        )}
      </div>
      {formError && (
        <div className="alert" role="alert" part="form-error">
          {formError}
        </div>
      )}
      <Button type="submit" variant="primary" size="large" block loading={busy} part="submit">
        {t('login_submit')}
      </Button>
    </form>
  );
}
