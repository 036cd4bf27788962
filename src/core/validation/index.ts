/**
 * Form validation shared by the elements and the server: the pattern catalogue of
 * spec §5, field rules from the brand's register settings, and whole-form checks.
 * Every check returns i18n message keys (never text), so both sides speak the same
 * language.
 */
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
export {
  checkChangePassword,
  checkForgotByEmail,
  checkForgotByPhone,
  checkLogin,
  checkRegistration,
  checkResetPassword,
  checkSendCode,
  type FieldMessages,
  type LoginValues,
} from './forms';
export { type Message, messageKeys } from './message';
export {
  characterCount,
  isPatternId,
  matchesPattern,
  patternIds,
  patternMessageKey,
  rangeText,
} from './patterns';
export { fieldSchema, registrationSchema } from './schema';
