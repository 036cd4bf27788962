/**
 * Error codes of a third-party phone verifier mapped to the spec §8 messages. Codes
 * not listed get the generic "unknown" message.
 */
const phoneErrorKeys: Readonly<Record<string, string>> = Object.freeze({
  'auth/invalid-phone-number': 'phone_invalid_format',
  'auth/missing-phone-number': 'phone_missing_number',
  'auth/too-many-requests': 'phone_too_many_requests',
  'auth/invalid-verification-code': 'phone_invalid_code',
  'auth/missing-verification-code': 'phone_missing_code',
  'auth/captcha-check-failed': 'phone_captcha_failed',
  'auth/quota-exceeded': 'phone_quota_exceeded',
  'auth/operation-not-allowed': 'phone_operation_not_allowed',
  'auth/code-expired': 'phone_code_expired',
  'auth/popup-closed-by-user': 'phone_popup_closed',
});

export const PHONE_UNKNOWN_KEY = 'phone_unknown';

/** Every message key a phone verifier can produce (the locale files carry all of them). */
export const phoneMessageKeys: readonly string[] = [
  ...new Set([...Object.values(phoneErrorKeys), PHONE_UNKNOWN_KEY]),
];

export function phoneErrorKey(code: string): string {
  return phoneErrorKeys[code] ?? PHONE_UNKNOWN_KEY;
}

/** A failure reported by a phone verifier; `key` is the message to show. */
export class PhoneVerificationError extends Error {
  override readonly name = 'PhoneVerificationError';
  readonly key: string;
  constructor(
    readonly code: string,
    cause?: unknown,
  ) {
    super(phoneErrorKey(code), { cause });
    this.key = phoneErrorKey(code);
  }
}

/** Turns whatever a provider threw into a PhoneVerificationError. */
export function toPhoneError(error: unknown): PhoneVerificationError {
  if (error instanceof PhoneVerificationError) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'unknown';
  return new PhoneVerificationError(code, error);
}
