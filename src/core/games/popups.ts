import { type ReadonlySignal, signal } from '@preact/signals-core';
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
  | { kind: 'maintenance'; game: LaunchedGame; suggestions: Game[]; host: HTMLElement };

const popup = /* @__PURE__ */ pageSingleton('games.popup', () => signal<GamePopup | null>(null));

export const gamePopup: ReadonlySignal<GamePopup | null> = popup;

/** Opens the sub-game list of a VASSALAGE game. */
export function openSubGames(host: HTMLElement, game: Game): void {
  popup.value = { kind: 'sub-games', game, host };
}

export function offerSuggestions(host: HTMLElement, game: LaunchedGame, suggestions: Game[]): void {
  popup.value = { kind: 'maintenance', game, suggestions, host };
}

export function closeGamePopup(): void {
  popup.value = null;
}
