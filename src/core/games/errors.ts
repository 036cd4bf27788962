import { z } from 'zod/mini';
import { loadSchemas } from '../contract/deferred-zod';
import { ApiError, errors } from '../contract/errors';
import { game } from '../contract/games';
import { requireLogin } from '../session/actions';
import { state } from '../session/state';
import { offerSuggestions } from './popups';
import type { LaunchedGame } from './stored';

const maintenanceValue = z.object({ suggestions: z.array(game) });

/**
 * Tells the player why a game action failed, through the page's global overlays: the
 * login popup, the real-account warning, the maintenance popup with other games to
 * pick, or the notice dialog with the catalogue message.
 */
export function showGameError(error: unknown, host?: HTMLElement, launched?: LaunchedGame): void {
  if (!(error instanceof ApiError)) {
    state.notice.value = { key: errors.UNKNOWN.key, kind: 'error' };
    return;
  }
  if (error.is('NOT_LOGGED_IN') || error.is('SESSION_ENDED_ELSEWHERE') || error.is('RG_LIMIT_SIGNED_OUT')) {
    // A known session that ended was cleared by the call, which already says why.
    if (state.sessionEnded.value === null) requireLogin();
    return;
  }
  if (error.is('NEED_REAL_ACCOUNT')) {
    state.notice.value = { key: 'in_need_true_account', kind: 'warning', confirmKey: 'in_increase_submit' };
    return;
  }
  if (error.is('GAME_MAINTENANCE') && host && launched) {
    // The launch check is a query, so the schemas may not be here yet.
    void loadSchemas().then(() => {
      const parsed = maintenanceValue.safeParse(error.value);
      offerSuggestions(host, launched, parsed.success ? parsed.data.suggestions : []);
    });
    return;
  }
  state.notice.value = { key: error.key, kind: error.is('GAME_MAINTENANCE') ? 'warning' : 'error' };
}
