import type { ReadonlySignal } from '@preact/signals-core';
import { ApiError } from '../contract/errors';
import type { Game } from '../contract/games';
import { type GamePopup, gamePopupState as popup } from './popup-state';
import type { LaunchedGame } from './stored';

export type { GamePopup };

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
