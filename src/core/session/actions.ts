import { batch } from '@preact/signals-core';
import { call, encryptForServer } from '../api';
import { brandConfig } from '../config';
import * as auth from '../contract/auth';
import type { RequestOf } from '../contract/endpoint';
import { ApiError } from '../contract/errors';
import * as member from '../contract/member';
import * as system from '../contract/system';
import * as wallet from '../contract/wallet';
import { clearLocalSession } from './lifecycle';
import { pageSingleton } from './page-singleton';
import { DEMO_MEMBER_TYPE, state } from './state';
import { readText, sessionKeys, write } from './storage';

export type LoginInput = RequestOf<typeof auth.login>;
export type ChangePasswordInput = RequestOf<typeof auth.changePassword>;

/** GET /wps/system/status for this host; fills `settings` and `validate` and the status signals. */
export async function loadStatus(): Promise<system.SystemStatus> {
  const host = globalThis.location?.host;
  const status = await call(system.status, host ? { url: host } : {});
  write(sessionKeys.settings, status);
  write(sessionKeys.validate, status.info.register);
  state.systemStatus.value = status;
  return status;
}

export async function loadCountries(): Promise<system.Country[]> {
  const list = await call(system.countries, {});
  state.countries.value = list;
  return list;
}

export async function loadMember(): Promise<void> {
  const info = await call(member.info, {});
  write(sessionKeys.account, info.account);
  write(sessionKeys.isAgent, info.type);
  batch(() => {
    state.member.value = info;
    state.loginMemberType.value = info.type;
    state.loginState.value = true;
  });
}

export async function refreshBalance(): Promise<void> {
  const { sumBalance } = await call(wallet.balance, {});
  state.balanceMinor.value = sumBalance;
}

async function loadRouters(): Promise<void> {
  write(sessionKeys.routers, await call(system.domainRoute, {}));
}

/** Everything a signed-in page shows: member info, balance and the domain routes, fetched together. */
async function loadSignedIn(): Promise<void> {
  await Promise.all([loadMember(), refreshBalance(), loadRouters()]);
}

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

/** Guards an action that needs a session: opens the login popup when there is none. */
export function requireLogin(messageKey = 'err_not_logged_in'): boolean {
  if (state.token.value !== null) return true;
  state.loginPopup.value = { open: true, messageKey };
  return false;
}

/** Guards an action a free-play demo account may not do (spec §6). */
export function requireRealAccount(): boolean {
  if (state.memberType.value !== DEMO_MEMBER_TYPE) return true;
  state.notice.value = { key: 'in_need_true_account', kind: 'warning', confirmKey: 'in_increase_submit' };
  return false;
}

const restoring = /* @__PURE__ */ pageSingleton('session.restore', () => ({
  pending: null as Promise<void> | null,
}));

/**
 * Brings back the session of a stored token (page reload): member data again, or a
 * clear session when the server no longer knows the token. Runs once per page.
 */
export function restore(): Promise<void> {
  restoring.pending ??= (async () => {
    if (state.token.value === null || state.loginState.value) return;
    try {
      await loadSignedIn();
    } catch (error) {
      // An unknown or ended token was already cleared by the call itself; a lost
      // connection keeps the token for the next try.
      if (!(error instanceof ApiError)) throw error;
      if (error.is('PASSWORD_CHANGE_REQUIRED')) state.forcedUsername.value = readText(sessionKeys.account);
    }
  })();
  return restoring.pending;
}
