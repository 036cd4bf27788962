import { type ReadonlySignal, signal } from '@preact/signals-core';
import { pageSingleton } from '../session/page-singleton';
import type { ThirdPartyPhoneProvider } from './third-party';

const state = /* @__PURE__ */ pageSingleton('phoneProvider', () => ({
  provider: signal<ThirdPartyPhoneProvider | null>(null),
}));

/** The third-party phone verification service the page plugged in, if any. */
export const phoneProvider: ReadonlySignal<ThirdPartyPhoneProvider | null> = state.provider;

function assertProvider(provider: ThirdPartyPhoneProvider): void {
  const candidate = provider as Partial<Record<keyof ThirdPartyPhoneProvider, unknown>>;
  if (typeof candidate.channel !== 'string' || candidate.channel.trim() === '') {
    throw new TypeError('A phone provider needs a `channel` name (sent to the server as firebaseChannel).');
  }
  if (typeof candidate.sendCode !== 'function' || typeof candidate.confirm !== 'function') {
    throw new TypeError(
      'A phone provider needs `sendCode(phoneNumber)` and `confirm(verificationId, code)`.',
    );
  }
}

/**
 * Plugs a third-party phone verification service into every element on the page (`null`
 * unplugs it). It is used when the brand's register settings say `phoneVerifier: 'thirdParty'`:
 * registration by mobile then sends the code through the provider (a fixed one-minute
 * countdown), confirms the typed code with it and sends the resulting id token to the
 * platform instead of an SMS code. SMS login and the phone password reset keep the platform's
 * own SMS codes, whose calls carry no third-party token. Without a provider the in-house SMS
 * codes run.
 *
 * Failures the provider rejects with (`{ code: 'auth/invalid-phone-number' }`,
 * `'auth/too-many-requests'`, `'auth/code-expired'`, …) are shown as the matching messages in
 * the visitor's language; any other failure shows "Unknown error".
 *
 * @example
 * gamedeck.setPhoneProvider({
 *   channel: 'firebase',
 *   sendCode: async (phoneNumber) =>
 *     (await signInWithPhoneNumber(auth, phoneNumber, recaptcha)).verificationId,
 *   confirm: async (verificationId, code) =>
 *     (await signInWithCredential(auth, PhoneAuthProvider.credential(verificationId, code))).user.getIdToken(),
 * });
 */
export function setPhoneProvider(provider: ThirdPartyPhoneProvider | null): void {
  if (provider !== null) assertProvider(provider);
  state.provider.value = provider;
}
