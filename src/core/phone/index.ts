/** Phone verification: the platform's SMS codes, or a third-party verifier behind the same interface. */
export { PhoneVerificationError, phoneErrorKey, phoneMessageKeys, toPhoneError } from './errors';
export { phoneProvider, setPhoneProvider } from './provider';
export { isThirdParty, mobileRegisterVerifier } from './register-verifier';
export { secondsUntil, smsVerifier } from './sms';
export {
  e164,
  THIRD_PARTY_COUNTDOWN_SECONDS,
  type ThirdPartyConfirmation,
  type ThirdPartyPhoneProvider,
  type ThirdPartyVerifier,
  thirdPartyVerifier,
} from './third-party';
export {
  type CodePurpose,
  type PhoneVerifier,
  SEND_THROTTLE_MS,
  type SendCodeRequest,
  throttleSends,
} from './verifier';
