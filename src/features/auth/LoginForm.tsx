import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { type RequestOf, session } from '../../core';
import { ApiError, type auth } from '../../core/contract';
import type { LoginResult, VerificationChallenge } from '../../core/contract/auth';
import { featureSwitches } from '../../core/contract/system';
import { addTextLoaders } from '../../core/i18n/locales';
import { emit } from '../ui/events';
import { Checkbox, TextField } from '../ui/Field';
import type { LoginAttempt } from '../ui/feature-slots';
import { FormShell } from '../ui/forms/FormShell';
import { useSubmit } from '../ui/forms/use-form';
import { useHost } from '../ui/host-context';
import { LockIcon, UserIcon } from '../ui/icons';
import { lazyPart } from '../ui/lazy-part';
import { errorKeyFor } from '../ui/system-status';
import { Tabs } from '../ui/Tabs';
import { useT } from '../ui/use-t';
import { CaptchaField } from './lazy-parts';
import { SecurePageNotice } from './SecurePageNotice';
import { useCaptcha } from './use-captcha';
import type { ChallengeAnswer } from './VerificationStep';

addTextLoaders(import.meta.glob('./*/{auth,login}.json', { base: '../../../locales' }));

/** The SMS tab's fields, the first time that tab opens. */
const LoginSmsFields = lazyPart(['auth', 'login'], () =>
  import('./LoginSmsFields').then((module) => ({ default: module.LoginSmsFields })),
);

/** The second sign-in step, once the server asks for it (a login from a new address). */
const VerificationStep = lazyPart(['auth'], () =>
  import('./VerificationStep').then((module) => ({ default: module.VerificationStep })),
);

type LoginTab = 'username' | 'sms';

/** The checks, the call and the SMS sender: fetched when the visitor first focuses the form, awaited by a submit. */
const loadActions = () => import('./login-actions');
type LoginActions = Awaited<ReturnType<typeof loadActions>>;
type LoginInput = RequestOf<typeof auth.login>;

export interface LoginFormProps {
  site: 'member' | 'agent';
  /** Called after a successful sign-in (the gd-login event is already emitted). */
  onSuccess?: (result: LoginResult) => void;
  /** Opens the forgot-password flow. */
  onForgot?: () => void;
  /** Start on the SMS tab (the header's mobile-login entry). */
  initialTab?: LoginTab;
  /** A sign-in already tried with the header's fields, continued here. */
  attempt?: LoginAttempt;
}

/**
 * Sign in by username and password or by SMS code. A failed attempt flagged by the server
 * reveals the captcha; a login from an unknown IP continues with the verification step.
 */
export function LoginForm({ site, onSuccess, onForgot, initialTab = 'username', attempt }: LoginFormProps) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const smsEnabled = session.switches.value.has(featureSwitches.mobileLogin);
  const settings = session.systemStatus.value?.info.register ?? null;

  const [tab, setTab] = useState<LoginTab>(initialTab === 'sms' && smsEnabled ? 'sms' : 'username');
  const [username, setUsername] = useState(() => attempt?.username ?? session.rememberedUsername() ?? '');
  const [password, setPassword] = useState(attempt?.password ?? '');
  const [remember, setRemember] = useState(() => session.rememberedUsername() !== null);
  const [mobileNum, setMobileNum] = useState('');
  const [countryDialingCode, setCountryDialingCode] = useState('');
  const [verificationCode, setVerificationCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [challenge, setChallenge] = useState<VerificationChallenge | null>(null);
  const {
    errors,
    setErrors,
    setField,
    error,
    busy,
    formError,
    setFormError,
    showFailure,
    clearMessages,
    run,
  } = useSubmit();
  const captchaState = useCaptcha();
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

  const handleFailure = (actions: LoginActions, failure: unknown) => {
    if (failure instanceof ApiError) {
      if (failure.is('VERIFICATION_REQUIRED')) {
        const parsed = actions.verificationChallenge.safeParse(failure.value);
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
    showFailure(failure);
  };

  // The header's attempt shows here as if it had been made in this form; once, when the form opens with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a later render must not repeat it
  useEffect(() => {
    if (!attempt) return;
    loadActions().then((actions) => {
      if (attempt.failure === undefined)
        setErrors(actions.checkLogin(values, { captchaShown, type: 'username', settings }));
      else handleFailure(actions, attempt.failure);
    }, showFailure);
  }, []);

  /** The form's actions, once here; a failure to fetch them is the form's failure (a network one). */
  const withActions = async (use: (actions: LoginActions) => unknown) => {
    let actions: LoginActions;
    try {
      actions = await loadActions();
    } catch (failure) {
      showFailure(failure);
      return;
    }
    await use(actions);
  };

  const submit = (answer?: ChallengeAnswer) =>
    withActions((actions) =>
      run(
        actions.checkLogin(values, { captchaShown, type: activeTab, settings }),
        async () => {
          const result = await actions.login(buildInput(answer));
          if (activeTab === 'username') session.remember(remember ? username.trim() : null);
          setChallenge(null);
          setPassword('');
          emit(host, 'gd-login', { account: result.userName, memberType: result.memberType });
          onSuccess?.(result);
        },
        (failure) => {
          if (answer && failure instanceof ApiError && failure.is('VERIFICATION_FAILED')) {
            showFailure(failure);
          } else {
            handleFailure(actions, failure);
          }
        },
      ),
    );

  const sendLoginCode = async (): Promise<number | null> => {
    try {
      const actions = await loadActions();
      const found = actions.checkSendCode({ mobileNum, countryDialingCode }, settings);
      setErrors(found);
      if (Object.keys(found).length > 0) return null;
      const sent = await actions.smsVerifier.sendCode({
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
    <FormShell
      part="login-form"
      onSubmit={() => submit()}
      error={formError}
      busy={busy}
      submitLabel={t('login_submit')}
      onFocus={() => void loadActions().catch(() => undefined)}
    >
      <SecurePageNotice />
      <Tabs
        label={t('login_submit')}
        selected={activeTab}
        onSelect={(next) => {
          setTab(next);
          clearMessages();
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
            error={error('username')}
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
            error={error('password')}
            icon={<LockIcon />}
            autoComplete="current-password"
            placeholder={t('login_password_ph')}
            maxLength={64}
          />
        </>
      ) : (
        <LoginSmsFields
          mobileNum={mobileNum}
          onMobileNumChange={setMobileNum}
          countryDialingCode={countryDialingCode}
          onCountryChange={setCountryDialingCode}
          verificationCode={verificationCode}
          onVerificationCodeChange={setVerificationCode}
          mobileError={error('mobileNum') ?? error('countryDialingCode')}
          codeError={error('verificationCode')}
          onSend={sendLoginCode}
        />
      )}
      {captchaShown && (
        <CaptchaField
          value={captcha}
          onValueChange={setCaptcha}
          error={error('captcha')}
          captcha={captchaState}
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
    </FormShell>
  );
}
