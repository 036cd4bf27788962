/**
 * What every element's session needs: the system status, the signed-in member's data and its
 * restoring on a page load, and the guards. Signing in and out is in `sign-in.ts`, so an element
 * that cannot sign in does not carry it.
 */
import { batch } from '@preact/signals-core';
import { call } from '../api';
import { ApiError } from '../contract/errors';
import * as member from '../contract/member';
import { isFreePlayType } from '../contract/member-types';
import * as system from '../contract/system';
import * as wallet from '../contract/wallet';
import { pageSingleton } from './page-singleton';
import { state } from './state';
import { readText, sessionKeys, write } from './storage';

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
export async function loadSignedIn(): Promise<void> {
  await Promise.all([loadMember(), refreshBalance(), loadRouters()]);
}

/** Guards an action that needs a session: opens the login popup when there is none. */
export function requireLogin(messageKey = 'err_not_logged_in'): boolean {
  if (state.token.value !== null) return true;
  state.loginPopup.value = { open: true, messageKey };
  return false;
}

/** Guards an action a free-play demo account may not do (spec §6). */
export function requireRealAccount(): boolean {
  if (!isFreePlayType(state.memberType.value)) return true;
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
