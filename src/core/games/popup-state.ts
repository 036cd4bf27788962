import { signal } from '@preact/signals-core';
import type { Game } from '../contract/games';
import { pageSingleton } from '../session/page-singleton';
import type { LaunchedGame } from './stored';

/**
 * The game popups shown by the page's global overlays, so a launch from anywhere (lobby,
 * navigation, a home shelf) can offer them: the sub-games of a VASSALAGE game, and the
 * games suggested when the chosen one is under maintenance. `host` is the element the
 * launch started from: a launch chosen in the popup emits its events from there.
 */
export type GamePopup =
  | { kind: 'sub-games'; game: Game; host: HTMLElement }
  | { kind: 'maintenance'; game: LaunchedGame; suggestions: Game[]; host: HTMLElement }
  /** This session's time and loss limits, asked before its first game or bet (profile es); `then` goes on. */
  | { kind: 'session-limits'; host: HTMLElement; then: () => void }
  /** The member's date of birth, asked before play where the jurisdiction wants it on record (uk, nl). */
  | { kind: 'birth-date'; host: HTMLElement; then: () => void };

/** Set by the openers in popups.ts; read by the page's global overlays (and their gate in the shared chunk). */
export const gamePopupState = /* @__PURE__ */ pageSingleton('games.popup', () =>
  signal<GamePopup | null>(null),
);
