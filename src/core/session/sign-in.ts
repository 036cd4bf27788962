/** Signing in (password, SMS code, free play), the password change, and signing out. */
import { batch } from '@preact/signals-core';
import { call, encryptForServer } from '../api';
import { brandConfig } from '../config';
import * as auth from '../contract/auth';
import type { RequestOf } from '../contract/endpoint';
import { ApiError } from '../contract/errors';
import { loadSignedIn } from './actions';
import { clearLocalSession } from './lifecycle';
import { state } from './state';
import { sessionKeys, write } from './storage';

export type LoginInput = RequestOf<typeof auth.login>;
export type ChangePasswordInput = RequestOf<typeof auth.changePassword>;

/** Stores a fresh session and finishes sign-in: first-login call, forced change, or member data. */
export async function acceptLogin(result: auth.LoginResult, viaPhone: boolean): Promise<void> {
  write(sessionKeys.token, result.token);
  write(sessionKeys.account, result.userName);
  write(sessionKeys.isAgent, result.memberType);
  write(sessionKeys.merchant, brandConfig.value.merchantCode);
  batch(() => {
    state.token.value = result.token;
    state.loginMemberType.value = result.memberType;
    state.sessionEnded.value = null;
    state.loginPopup.value = { open: false };
  });
  if (result.mustChangePassword && !viaPhone) {
    // The server accepts nothing but the change from this session; the first-login
    // call is made by the sign-in that follows the change.
    state.forcedUsername.value = result.userName;
    state.mustChangePassword.value = true;
    return;
  }
  if (result.firstTimeLogin) await call(auth.firstLogin, {});
  await loadSignedIn();
}

/** Signs in by password or SMS code; the result tells the form what happened. */
export async function login(input: LoginInput): Promise<auth.LoginResult> {
  const result = await call(auth.login, { site: brandConfig.value.site, ...input });
  await acceptLogin(result, input.type === 'sms');
  return result;
}

function operatingSystem(): string {
  const nav = globalThis.navigator as (Navigator & { userAgentData?: { platform?: string } }) | undefined;
  return (nav?.userAgentData?.platform || nav?.platform || 'web').slice(0, 32);
}

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Starts a free-play demo account (type 4): an encrypted random nonce, API version 3. */
export async function loginFreePlay(): Promise<auth.LoginResult> {
  const nonce = await encryptForServer(randomNonce());
  const result = await call(
    auth.freePlay,
    { os: operatingSystem(), platform: 'W', nonce },
    { headers: { version: '3' } },
  );
  await acceptLogin(result, false);
  return result;
}

/**
 * Changes the password. After a forced change the old session is over, so the member
 * is signed in again with the new password and the username kept from that login.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await call(auth.changePassword, input);
  const forcedUsername = state.forcedUsername.value;
  if (!state.mustChangePassword.value || forcedUsername === null) return;
  clearLocalSession();
  await login({ type: 'username', username: forcedUsername, password: input.newPassword });
}

/** Ends the session on the server, then locally (storage keeps only the merchant). */
export async function logout(): Promise<void> {
  try {
    if (state.token.value !== null) await call(auth.logout, {});
  } catch (error) {
    // The member asked to leave: a session the server already dropped, or a lost
    // connection, still ends here.
    if (!(error instanceof ApiError)) throw error;
  } finally {
    clearLocalSession();
  }
}
