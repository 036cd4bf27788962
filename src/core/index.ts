/**
 * The framework-free core every element builds on. One import gives a feature all of it:
 *
 *   import { session, call, t, language, setLanguage, formatMoney, validation, auth, ApiError } from '../../core';
 *
 * - `session.*`   the page's one session: signals (token, member, balanceMinor, …) and
 *                 actions (login, register, logout, …)
 * - `call`        any contract endpoint, typed; `upload` sends a file to an upload endpoint
 *                 (`readUpload`, which reads a member's own file back, is imported from `api/read-upload`);
 *                 `encryptForServer` for sealed values
 * - `t`, `language`, `translationsVersion`, `setLanguage`, `loadTexts`, `textsSettled`, `languageNames`
 * - `validation.*` and the flat `check*` helpers, returning `{ key, params }` messages
 * - `phone.*`     SMS and third-party phone verifiers, `phoneErrorKey`, `setPhoneProvider`
 *                 (a page plugs in its third-party phone verification service)
 * - `brandConfig`, `configure`, `formatMoney`, `formatCount`, `formatDateTime`; `numberFormat`,
 *                 `dateTimeFormat`, `relativeTimeFormat`: Intl formatters built once per locale
 * - the contract namespaces (`auth`, `member`, `system`, `wallet`, `games`), `errors`, `ApiError`
 * - `gameCore.*`  what game elements share: `assetUrl`, `launch`, `storedGame`, favourites
 */
export { assertSecureContext, type CallOptions, call, encryptForServer, upload } from './api';
export { type BrandConfig, brandConfig, configure, defaultBrandConfig } from './config';
export * from './contract';
export { formatCount, formatDateTime, formatMoney } from './format';
export * as gameCore from './games';
export {
  elementLanguage,
  hasText,
  initI18n,
  initialLanguage,
  language,
  languageNames,
  loadTexts,
  rememberChoice,
  setLanguage,
  type TextNamespace,
  type TextsState,
  t,
  textNamespaces,
  textsSettled,
  textsState,
  translationsVersion,
} from './i18n';
export { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formats';
export { pageReady, whenPageReady } from './page-ready';
export * as phone from './phone';
export {
  isThirdParty,
  mobileRegisterVerifier,
  PhoneVerificationError,
  type PhoneVerifier,
  phoneErrorKey,
  phoneProvider,
  setPhoneProvider,
  smsVerifier,
  type ThirdPartyPhoneProvider,
  type ThirdPartyVerifier,
  thirdPartyVerifier,
} from './phone';
export * as session from './session';
export * as validation from './validation';
export {
  checkChangePassword,
  checkField,
  checkForgotByEmail,
  checkForgotByPhone,
  checkLogin,
  checkMobile,
  checkPassword,
  checkRegistration,
  checkResetPassword,
  checkSendCode,
  type FieldMessages,
  type Message,
  patternIds,
} from './validation';
