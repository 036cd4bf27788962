import { type ReadonlySignal, signal } from '@preact/signals-core';
import type { Game } from '../contract/games';
import { pageSingleton } from '../session/page-singleton';
import { countsGame } from './eligibility';
import type { JackpotPot } from './jackpot-pots';

/**
 * The brand's pots and the games they take, read once per page by the first game card (one jackpotList call
 * for every element on the page); null until then. A failed read leaves it empty: the cards show no badge.
 */
const store = /* @__PURE__ */ pageSingleton('games.jackpots', () => ({
  pots: signal<readonly JackpotPot[] | null>(null),
  asked: false,
  /** Bumped when forgotten, so a read under way then does not bring its answer back. */
  generation: 0,
}));

export const jackpotPots: ReadonlySignal<readonly JackpotPot[] | null> = store.pots;

/** Reads the pots once per page; the call and its schema load after the first card. */
export function trackJackpots(): void {
  if (store.asked) return;
  store.asked = true;
  const generation = store.generation;
  const settle = (pots: readonly JackpotPot[]) => {
    if (generation === store.generation) store.pots.value = pots;
  };
  import('./jackpot-pots').then(({ readJackpotPots }) => readJackpotPots()).then(settle, () => settle([]));
}

/** Whether a pot takes `game`'s rounds (the card's "Jackpot" badge). */
export function feedsJackpot(
  game: Pick<Game, 'code' | 'vendorCode' | 'gameType'>,
  pots: readonly JackpotPot[] | null = jackpotPots.value,
): boolean {
  return pots?.some((pot) => countsGame(pot.eligible, game)) ?? false;
}

/** Forgets what was read (a test's fresh page). */
export function forgetJackpots(): void {
  store.asked = false;
  store.generation += 1;
  store.pots.value = null;
}
