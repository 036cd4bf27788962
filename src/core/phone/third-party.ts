import { toPhoneError } from './errors';
import { type PhoneVerifier, type SendCodeRequest, throttleSends } from './verifier';

/** A third-party phone verification service (e.g. an identity platform's phone sign-in). */
export interface ThirdPartyPhoneProvider {
  /** Sent to the server as `firebaseChannel`. */
  readonly channel: string;
  /** Sends a code to the number (E.164, "+639171234567"); resolves to the verification id. */
  sendCode(phoneNumber: string): Promise<string>;
  /** Confirms the typed code; resolves to the id token the server checks. */
  confirm(verificationId: string, code: string): Promise<string>;
}

/** What registration sends instead of an SMS code once the provider confirmed the number. */
export interface ThirdPartyConfirmation {
  login: true;
  firebaseChannel: string;
  firebaseIdToken: string;
}

export interface ThirdPartyVerifier extends PhoneVerifier {
  readonly kind: 'thirdParty';
  /**
   * Confirms the typed code of the last send. The same code again (a retry after the
   * platform refused the registration) reuses the token: providers take a code once.
   */
  confirm(code: string): Promise<ThirdPartyConfirmation>;
}

/** Third-party codes count down a fixed minute (spec §4). */
export const THIRD_PARTY_COUNTDOWN_SECONDS = 60;

export function e164(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/^\+/, '')}${mobileNum.replace(/^0+/, '')}`;
}

/** Adapts a provider to the verifier interface; its failures become PhoneVerificationErrors with spec messages. */
export function thirdPartyVerifier(provider: ThirdPartyPhoneProvider): ThirdPartyVerifier {
  let verificationId: string | null = null;
  let confirmed: { verificationId: string; code: string; result: ThirdPartyConfirmation } | null = null;
  const send = throttleSends(async (request: SendCodeRequest) => {
    try {
      verificationId = await provider.sendCode(e164(request.countryDialingCode, request.mobileNum));
    } catch (error) {
      throw toPhoneError(error);
    }
    return { countdownSeconds: THIRD_PARTY_COUNTDOWN_SECONDS };
  });
  return {
    kind: 'thirdParty',
    sendCode: send,
    async confirm(code) {
      const id = verificationId;
      if (id === null) throw toPhoneError({ code: 'auth/missing-verification-code' });
      if (confirmed && confirmed.verificationId === id && confirmed.code === code) return confirmed.result;
      try {
        const firebaseIdToken = await provider.confirm(id, code);
        const result: ThirdPartyConfirmation = {
          login: true,
          firebaseChannel: provider.channel,
          firebaseIdToken,
        };
        confirmed = { verificationId: id, code, result };
        return result;
      } catch (error) {
        throw toPhoneError(error);
      }
    },
  };
}
