import { ApiError, errors } from '../contract/errors';
import { expire } from '../session/lifecycle';
import { state } from '../session/state';

/**
 * What a failed authed call means for the session: ended elsewhere or no longer
 * valid -> the local session is cleared with the reason; a pending forced password
 * change -> the change-password dialog is requested.
 */
export function applySessionEffects(error: ApiError, authed: boolean): void {
  if (!authed) return;
  if (error.code === errors.SESSION_ENDED_ELSEWHERE.code || error.code === errors.NOT_LOGGED_IN.code) {
    if (state.token.value !== null) expire(error.key);
  } else if (error.code === errors.PASSWORD_CHANGE_REQUIRED.code) {
    state.mustChangePassword.value = true;
  }
}

export { ApiError };
