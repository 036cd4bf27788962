/**
 * The page's one session: signals the elements read, and the actions that change
 * them. Actions call the API and throw `ApiError`; they never navigate or touch the DOM.
 */
import { restore } from './actions';
import { state } from './state';

export {
  type ChangePasswordInput,
  changePassword,
  type LoginInput,
  loadCountries,
  loadMember,
  loadStatus,
  login,
  loginFreePlay,
  logout,
  refreshBalance,
  requireLogin,
  requireRealAccount,
  restore,
} from './actions';
export { clearLocalSession, expire } from './lifecycle';
export { type RegisterInput, type RegisterMobileInput, register } from './register';
export { remember, rememberedUsername } from './remember';
export {
  balanceHidden,
  balanceMinor,
  canShowAgentCentre,
  canShowMemberCentre,
  countries,
  DEMO_MEMBER_TYPE,
  enabledCodes,
  isAgentType,
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
  sessionEnded,
  statusCode,
  switches,
  systemStatus,
  token,
} from './state';
export { sessionKeys, useSessionStorage } from './storage';

// A page opened with a stored token picks its session up again. Deferred a tick so a
// host's configure({ apiBase }) right after loading the bundle is in place first.
if (typeof window !== 'undefined' && state.token.value !== null) {
  setTimeout(() => void restore().catch(() => undefined), 0);
}
