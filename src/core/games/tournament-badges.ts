import { type ReadonlySignal, signal } from '@preact/signals-core';
import { call } from '../api';
import type { Game } from '../contract/games';
import { type TournamentEligibility, tournamentList } from '../contract/tournaments';
import { pageSingleton } from '../session/page-singleton';

/** A tournament's window and the games it counts: what a game card needs to show its badge. */
export interface TournamentWindow {
  startsAtMs: number;
  endsAtMs: number;
  eligible: TournamentEligibility;
}

/**
 * The running and upcoming tournaments' windows, read once per page by the first game card (one
 * tournamentList call for every element on the page); null until then. A failed read leaves it empty: the
 * cards simply show no badge.
 */
const store = /* @__PURE__ */ pageSingleton('games.tournaments', () => ({
  windows: signal<readonly TournamentWindow[] | null>(null),
  asked: false,
}));

export const tournamentWindows: ReadonlySignal<readonly TournamentWindow[] | null> = store.windows;

/** Reads the tournaments once per page; called by whatever shows game cards. */
export function trackTournaments(): void {
  if (store.asked) return;
  store.asked = true;
  call(tournamentList, {}).then(
    ({ list }) => {
      store.windows.value = list
        .filter((item) => item.status === 'running' || item.status === 'upcoming')
        .map((item) => ({
          startsAtMs: Date.parse(item.startsAt),
          endsAtMs: Date.parse(item.endsAt),
          eligible: item.eligible,
        }));
    },
    () => {
      store.windows.value = [];
    },
  );
}

/** Whether a tournament counts `game`: its vendor, its category or its own code is listed. */
export function countsGame(
  eligible: TournamentEligibility,
  game: Pick<Game, 'code' | 'vendorCode' | 'gameType'>,
): boolean {
  return (
    eligible.vendors.includes(game.vendorCode) ||
    eligible.categories.includes(game.gameType) ||
    eligible.games.includes(game.code)
  );
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
  store.windows.value = null;
}
