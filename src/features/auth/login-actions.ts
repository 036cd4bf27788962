/**
 * What the login form needs once the visitor acts on it: the form's checks, the sign-in call, the reading of a
 * verification challenge and the SMS code sender. LoginForm fetches this module when the visitor first focuses
 * the form (it has arrived by the time they submit), so a page that only shows the form goes without it.
 */
export { verificationChallenge } from '../../core/contract/auth';
export { smsVerifier } from '../../core/phone/sms';
export { login } from '../../core/session/sign-in';
export { checkLogin } from '../../core/validation/login-form';
export { checkSendCode } from '../../core/validation/send-code';
