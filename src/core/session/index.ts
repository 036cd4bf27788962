/**
 * The page's one session: signals the elements read, and the actions that change
 * them. Actions call the API and throw `ApiError`; they never navigate or touch the DOM.
 */

import { whenPageReady } from '../page-ready';
import { restore } from './actions';
import { pageSingleton } from './page-singleton';
import { state } from './state';

/** Read with the session's memberType (the catalogue lives in the contract). */
export { isAgentType, isFreePlayType } from '../contract/member-types';
export {
  loadCountries,
  loadMember,
  loadStatus,
  refreshBalance,
  requireLogin,
  requireRealAccount,
  restore,
} from './actions';
export { clearLocalSession, expire } from './lifecycle';
export { pressPanicButton } from './panic';
export { type RegisterInput, type RegisterMobileInput, register } from './register';
export { remember, rememberedUsername } from './remember';
export {
  type ChangePasswordInput,
  changePassword,
  type LoginInput,
  login,
  loginFreePlay,
  logout,
} from './sign-in';
export {
  balanceHidden,
  balanceMinor,
  canShowAgentCentre,
  canShowMemberCentre,
  countries,
  enabledCodes,
  isSwitchOn,
  type LoginPopup,
  loginPopup,
  loginState,
  member,
  memberType,
  mustChangePassword,
  type Notice,
  type NoticeKind,
  notice,
  restriction,
  sessionEnded,
  statusCode,
  switches,
  systemStatus,
  token,
} from './state';
export { sessionKeys, useSessionStorage } from './storage';

const started = pageSingleton('session.start', () => ({ done: false }));

/**
 * Starts the page's session core: a page opened with a stored token picks its session up
 * again. Called by the first element that connects, after its `api-base` is in place; runs
 * once the page's own scripts have (a partner's configure({ apiBase }), see page-ready.ts).
 */
export function startSession(): void {
  if (started.done || typeof window === 'undefined') return;
  started.done = true;
  whenPageReady(() => {
    if (state.token.value !== null) void restore().catch(() => undefined);
  });
}
