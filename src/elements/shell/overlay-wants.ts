import { session } from '../../core';
import { gamePopupState } from '../../core/games/popup-state';

/**
 * When each global overlay has something to show. GlobalOverlays draws each by its own; the gate fetches
 * their code the first time any of them does.
 */
export const overlayWants = {
  notice: () => session.notice.value !== null,
  sessionEnded: () => session.sessionEnded.value !== null,
  login: () => session.loginPopup.value.open && !session.mustChangePassword.value,
  forcedChange: () => session.mustChangePassword.value,
  member: () => session.loginState.value || session.token.value !== null,
  games: () => gamePopupState.value !== null,
};

/** Whether any global overlay has something to show. */
export const anyOverlayWanted = (): boolean => Object.values(overlayWants).some((wants) => wants());
