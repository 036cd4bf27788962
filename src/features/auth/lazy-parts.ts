import { addTextLoaders } from '../../core/i18n/locales';
import { lazyPart } from '../ui/lazy-part';

addTextLoaders(import.meta.glob('./*/{auth,responsible}.json', { base: '../../../locales' }));

/**
 * The sign-in forms' parts a visitor may never need, each loaded (code and CSS) the first time it
 * shows: the captcha once the server asks for it (or the brand's register form shows it), the
 * login's SMS fields once that tab opens, the login's forgot-password modal once it is asked for, the
 * second sign-in step once the server asks for it.
 */
export const CaptchaField = lazyPart(['auth'], () =>
  import('./CaptchaField').then((module) => ({ default: module.CaptchaField })),
);

export const LoginSmsFields = lazyPart(['auth'], () =>
  import('./LoginSmsFields').then((module) => ({ default: module.LoginSmsFields })),
);

export const ForgotPasswordModal = lazyPart(
  ['auth'],
  () => import('./ForgotPasswordModal').then((module) => ({ default: module.ForgotPasswordModal })),
  { look: 'quiet' },
);

/** The deposit limits a jurisdiction profile asks for at registration (uk, de, nl), with their texts. */
export const RegisterDepositLimits = lazyPart(['responsible'], () =>
  import('./RegisterDepositLimits').then((module) => ({ default: module.RegisterDepositLimits })),
);

export const VerificationStep = lazyPart(['auth'], () =>
  import('./VerificationStep').then((module) => ({ default: module.VerificationStep })),
);
