import type { RegisterSettings } from '../contract/system';
import { phoneProvider } from './provider';
import { smsVerifier } from './sms';
import { type ThirdPartyPhoneProvider, type ThirdPartyVerifier, thirdPartyVerifier } from './third-party';
import type { PhoneVerifier } from './verifier';

// Apart from provider.ts, which every page loads for `gamedeck.setPhoneProvider`: only the
// elements that verify a phone carry the verifiers.

/**
 * The verifier a registration by mobile uses: a fresh third-party adapter (it remembers the
 * verification id of its last send) when the brand asks for one and a provider is plugged
 * in, else the platform's SMS codes.
 */
export function mobileRegisterVerifier(
  settings: Pick<RegisterSettings, 'phoneVerifier'>,
  provider: ThirdPartyPhoneProvider | null = phoneProvider.value,
): PhoneVerifier | ThirdPartyVerifier {
  return settings.phoneVerifier === 'thirdParty' && provider ? thirdPartyVerifier(provider) : smsVerifier;
}

export function isThirdParty(verifier: PhoneVerifier): verifier is ThirdPartyVerifier {
  return verifier.kind === 'thirdParty' && 'confirm' in verifier;
}
