import { session } from '../../core';
import { gamePopupState } from '../../core/games/popup-state';

/**
 * Whether each global overlay GlobalOverlays fetches on demand has something to show: the sign-in popup, the
 * forced password change, the member's watchers, the game popups. The gate fetches their code the first time
 * any overlay does.
 */
export const overlaysWanted = (): [
  login: boolean,
  forcedChange: boolean,
  member: boolean,
  games: boolean,
] => [
  session.loginPopup.value.open && !session.mustChangePassword.value,
  session.mustChangePassword.value,
  session.loginState.value || session.token.value !== null,
  gamePopupState.value !== null,
];

/** Whether any global overlay has something to show, the notice and "session ended" dialogs included. */
export const anyOverlayWanted = (): boolean =>
  session.notice.value !== null || session.sessionEnded.value !== null || overlaysWanted().includes(true);
