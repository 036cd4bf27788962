import { useSignals } from '@preact/signals-react/runtime';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { brandConfig, session } from '../../core';
import { featureSwitches } from '../../core/contract/system';
import { checkLogin } from '../../core/validation';
import { Button } from '../ui/Button';
import { emit, navigate } from '../ui/events';
import { type LoginAttempt, useSlot } from '../ui/feature-slots';
import { useHost } from '../ui/host-context';
import { LockIcon, PhoneIcon, PlayIcon, UserIcon } from '../ui/icons';
import { Modal } from '../ui/Modal';
import { errorKeyFor } from '../ui/system-status';
import { useT } from '../ui/use-t';

type GuestModal = 'login' | 'sms' | 'register' | 'forgot' | null;

/**
 * Signed out: the inline username/password login (desktop), a compact Login button (phones),
 * register (DIRECTREG3), free demo (FREEPLAY3) and mobile login (MOBILEVERCODELOGIN3).
 */
export function GuestArea() {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const LoginPanel = useSlot('LoginPanel');
  const RegisterForm = useSlot('RegisterForm');
  const ForgotPasswordModal = useSlot('ForgotPasswordModal');
  const switches = session.switches.value;
  const [modal, setModal] = useState<GuestModal>(null);
  // Each form is drawn from its first opening on (its code and texts load then), and stays for the closing animation.
  const [opened, setOpened] = useState<ReadonlySet<GuestModal>>(() => new Set());
  if (modal !== null && !opened.has(modal === 'sms' ? 'login' : modal)) {
    setOpened(new Set([...opened, modal === 'sms' ? 'login' : modal]));
  }
  const [username, setUsername] = useState(() => session.rememberedUsername() ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<'login' | 'demo' | null>(null);
  // The last sign-in tried with these fields that the full form continues; a new one draws the form afresh.
  const [attempt, setAttempt] = useState<{ count: number; attempt: LoginAttempt } | null>(null);
  const continueInForm = (next: LoginAttempt) => {
    setAttempt((last) => ({ count: (last?.count ?? 0) + 1, attempt: next }));
    setModal('login');
  };

  const quickLogin = async () => {
    const found = checkLogin({ username, password }, { captchaShown: false, type: 'username' });
    if (Object.keys(found).length > 0) {
      // The full form shows the field messages.
      continueInForm({ username, password });
      return;
    }
    setBusy('login');
    try {
      const result = await session.login({
        type: 'username',
        username: username.trim(),
        password,
        site: brandConfig.value.site,
      });
      setPassword('');
      emit(host, 'gd-login', { account: result.userName, memberType: result.memberType });
    } catch (failure) {
      // The refusal, the captcha the server now asks for and the verification step live in the full form.
      continueInForm({ username, password, failure });
      setPassword('');
    } finally {
      setBusy(null);
    }
  };

  const freePlay = async () => {
    setBusy('demo');
    try {
      const result = await session.loginFreePlay();
      emit(host, 'gd-login', { account: result.userName, memberType: result.memberType });
      navigate(host, '/');
    } catch (failure) {
      session.notice.value = { key: errorKeyFor(failure), kind: 'error' };
    } finally {
      setBusy(null);
    }
  };

  const closeModal = () => {
    setModal(null);
    setAttempt(null);
  };

  return (
    <div className="guest" part="login-area">
      <form
        className="quick-login"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void quickLogin();
        }}
      >
        <QuickField
          icon={<UserIcon size={16} />}
          label={t('field_username')}
          name="username"
          value={username}
          onValueChange={setUsername}
          autoComplete="username"
          maxLength={32}
        />
        <QuickField
          icon={<LockIcon size={16} />}
          label={t('field_password')}
          name="password"
          type="password"
          value={password}
          onValueChange={setPassword}
          autoComplete="current-password"
          maxLength={64}
        />
        <Button type="submit" variant="primary" size="small" loading={busy === 'login'} part="login-button">
          {t('hdr_login')}
        </Button>
      </form>
      <Button
        variant="primary"
        size="small"
        className="compact-login"
        onClick={() => {
          session.loginPopup.value = { open: true };
        }}
        part="compact-login-button"
      >
        {t('hdr_login')}
      </Button>
      {switches.has(featureSwitches.mobileLogin) && (
        <Button
          variant="ghost"
          size="small"
          className="guest__secondary"
          onClick={() => setModal('sms')}
          part="mobile-login-button"
        >
          <PhoneIcon size={16} />
          <span className="guest__label">{t('hdr_mobile_login')}</span>
        </Button>
      )}
      {switches.has(featureSwitches.freePlay) && (
        <Button
          variant="outline"
          size="small"
          className="guest__secondary"
          loading={busy === 'demo'}
          onClick={() => void freePlay()}
          part="free-play-button"
        >
          <PlayIcon size={16} />
          <span className="guest__label">{t('hdr_free_demo')}</span>
        </Button>
      )}
      {switches.has(featureSwitches.directRegister) && (
        <Button variant="gold" size="small" onClick={() => setModal('register')} part="register-button">
          {t('hdr_register')}
        </Button>
      )}
      <Modal
        open={modal === 'login' || modal === 'sms'}
        onClose={closeModal}
        title={t('hdr_login')}
        width={440}
        minHeight={0}
        part="login-modal"
      >
        {opened.has('login') && (
          <LoginPanel
            formKey={`${modal ?? 'closed'}-${attempt?.count ?? 0}`}
            {...(attempt && modal === 'login' ? { attempt: attempt.attempt } : {})}
            site={brandConfig.value.site}
            initialTab={modal === 'sms' ? 'sms' : 'username'}
            onSuccess={closeModal}
            onForgot={() => setModal('forgot')}
          />
        )}
      </Modal>
      <Modal
        open={modal === 'register'}
        onClose={closeModal}
        title={t('hdr_register')}
        width={640}
        minHeight={0}
        part="register-modal"
      >
        {opened.has('register') && <RegisterForm onDone={closeModal} />}
      </Modal>
      {opened.has('forgot') && <ForgotPasswordModal open={modal === 'forgot'} onClose={closeModal} />}
    </div>
  );
}

/** A compact header input: its label is the placeholder, and spoken only to screen readers. */
function QuickField({
  icon,
  label,
  onValueChange,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'placeholder'> & {
  icon: ReactNode;
  label: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <label className="quick-field">
      {icon}
      <span className="visually-hidden">{label}</span>
      <input {...input} onChange={(event) => onValueChange(event.currentTarget.value)} placeholder={label} />
    </label>
  );
}
