import { ApiError, errors } from '../contract/errors';
import type { MemberInfo } from '../contract/member-info';
import { expire } from '../session/lifecycle';
import { state } from '../session/state';

/**
 * What a failed authed call means for the session: ended elsewhere, by a time limit, by a limit
 * reached, or no longer valid -> the local session is cleared with the reason; a pending forced password
 * change -> the change-password dialog is requested.
 */
export function applySessionEffects(error: ApiError, authed: boolean): void {
  if (!authed) return;
  if (
    error.code === errors.SESSION_ENDED_ELSEWHERE.code ||
    error.code === errors.RG_LIMIT_SIGNED_OUT.code ||
    error.code === errors.NOT_LOGGED_IN.code ||
    // A time limit ended the session on the server: signed out, saying why.
    error.code === errors.RG_SESSION_TIME_LIMIT.code
  ) {
    if (state.token.value !== null) expire(error.key);
  } else if (error.code === errors.PASSWORD_CHANGE_REQUIRED.code) {
    state.mustChangePassword.value = true;
  } else if (error.code === errors.RG_RESTRICTED.code && state.member.value?.restriction === null) {
    // An exclusion began since member info was read: the elements switch to the restricted view (once).
    state.member.value = { ...state.member.value, restriction: error.value as MemberInfo['restriction'] };
  }
}

export { ApiError };
