import { batch } from '@preact/signals-core';
import { state } from './state';
import { clearSessionKeepingMerchant } from './storage';

/** Forgets the signed-in member locally: storage (but the merchant) and every session signal. */
export function clearLocalSession(): void {
  clearSessionKeepingMerchant();
  batch(() => {
    state.token.value = null;
    state.member.value = null;
    state.loginMemberType.value = null;
    state.balanceMinor.value = null;
    state.loginState.value = false;
    state.mustChangePassword.value = false;
    state.balanceHidden.value = false;
  });
  state.forcedUsername.value = null;
}

/** The server ended the session (signed in elsewhere, expired): clear it and say why. */
export function expire(reasonKey: string): void {
  clearLocalSession();
  state.sessionEnded.value = reasonKey;
}
