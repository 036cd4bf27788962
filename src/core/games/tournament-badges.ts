import { type ReadonlySignal, signal } from '@preact/signals-core';
import type { Game } from '../contract/games';
import { pageSingleton } from '../session/page-singleton';
import { countsGame } from './eligibility';
import type { TournamentWindow } from './tournament-windows';

export type { TournamentWindow };

/**
 * The running and upcoming tournaments' windows, read once per page by the first game card (one
 * tournamentList call for every element on the page); null until then. A failed read leaves it empty: the
 * cards simply show no badge.
 */
const store = /* @__PURE__ */ pageSingleton('games.tournaments', () => ({
  windows: signal<readonly TournamentWindow[] | null>(null),
  asked: false,
  /** Bumped when forgotten, so a read under way then does not bring its answer back. */
  generation: 0,
}));

export const tournamentWindows: ReadonlySignal<readonly TournamentWindow[] | null> = store.windows;

/**
 * Reads the tournaments once per page; called by whatever shows game cards. The call and its schema load after
 * the first card, so a game element's first bytes stay as they were.
 */
export function trackTournaments(): void {
  if (store.asked) return;
  store.asked = true;
  const generation = store.generation;
  const settle = (windows: readonly TournamentWindow[]) => {
    if (generation === store.generation) store.windows.value = windows;
  };
  import('./tournament-windows')
    .then(({ readTournamentWindows }) => readTournamentWindows())
    .then(settle, () => settle([]));
}

/** Whether a tournament running at `nowMs` counts `game` (the card's "Tournament" badge). */
export function inRunningTournament(
  game: Pick<Game, 'code' | 'vendorCode' | 'gameType'>,
  windows: readonly TournamentWindow[] | null = tournamentWindows.value,
  nowMs = Date.now(),
): boolean {
  return (
    windows?.some(
      (window) => window.startsAtMs <= nowMs && nowMs < window.endsAtMs && countsGame(window.eligible, game),
    ) ?? false
  );
}

/** Forgets what was read (a test's fresh page). */
export function forgetTournaments(): void {
  store.asked = false;
  store.generation += 1;
  store.windows.value = null;
}
