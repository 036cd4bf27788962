import { useMemo } from 'react';
import {
  mobileRegisterVerifier,
  type PhoneVerificationError,
  type PhoneVerifier,
  phoneProvider,
} from '../../core';
import type { RegisterSettings } from '../../core/contract/system';

/**
 * The verifier of registration by mobile: the page's third-party provider when the brand
 * asks for one and a provider is plugged in (`gamedeck.setPhoneProvider`), else the
 * platform's SMS codes. The component must call useSignals() (the provider is a signal).
 * One adapter per form and provider, since it remembers the verification id of its send.
 */
export function useMobileVerifier(settings: RegisterSettings): PhoneVerifier {
  const kind = settings.phoneVerifier;
  const provider = phoneProvider.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the provider is a signal's value read at render; a newly plugged one needs a new adapter.
  return useMemo(() => mobileRegisterVerifier({ phoneVerifier: kind }, provider), [kind, provider]);
}

/** Which field a phone verifier's failure belongs under: the number, or the code. */
export function phoneErrorField(error: PhoneVerificationError): 'mobileNum' | 'verificationCode' {
  return error.key === 'phone_invalid_format' || error.key === 'phone_missing_number'
    ? 'mobileNum'
    : 'verificationCode';
}
