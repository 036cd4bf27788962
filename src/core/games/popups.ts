import { type ReadonlySignal, signal } from '@preact/signals-core';
import { ApiError } from '../contract/errors';
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

const popup = /* @__PURE__ */ pageSingleton('games.popup', () => signal<GamePopup | null>(null));

export const gamePopup: ReadonlySignal<GamePopup | null> = popup;

/** Opens the sub-game list of a VASSALAGE game. */
export function openSubGames(host: HTMLElement, game: Game): void {
  popup.value = { kind: 'sub-games', game, host };
}

export function offerSuggestions(host: HTMLElement, game: LaunchedGame, suggestions: Game[]): void {
  popup.value = { kind: 'maintenance', game, suggestions, host };
}

/**
 * Where `failure` is a refusal the member can answer on the spot (this session's time and loss limits, a
 * date of birth), asks for it and returns true; once answered, `then` repeats the refused launch or bet.
 */
export function askWhatPlayNeeds(failure: unknown, host: HTMLElement, then: () => void): boolean {
  if (!(failure instanceof ApiError)) return false;
  if (failure.is('RG_SESSION_LIMITS_REQUIRED')) popup.value = { kind: 'session-limits', host, then };
  else if (failure.is('BIRTH_DATE_REQUIRED')) popup.value = { kind: 'birth-date', host, then };
  else return false;
  return true;
}

export function closeGamePopup(): void {
  popup.value = null;
}
