/**
 * Form validation shared by the elements and the server: the pattern catalogue of
 * spec §5, field rules from the brand's register settings, and whole-form checks.
 * Every check returns i18n message keys (never text), so both sides speak the same
 * language.
 */

export type { FieldMessages } from './field-messages';
export {
  checkConfirmation,
  checkEmail,
  checkField,
  checkMobile,
  checkPassword,
  checkRequired,
  checkVerificationCode,
  ruleFor,
} from './fields';
export { checkLogin, type LoginValues } from './login-form';
export { type Message, messageKeys } from './message';
export {
  checkChangePassword,
  checkForgotByEmail,
  checkForgotByPhone,
  checkResetPassword,
} from './password-forms';
export {
  characterCount,
  isPatternId,
  matchesPattern,
  patternIds,
  patternMessageKey,
  rangeText,
} from './patterns';
export { checkRegistration } from './register-form';
export { fieldSchema, registrationSchema } from './schema';
export { checkSendCode } from './send-code';
