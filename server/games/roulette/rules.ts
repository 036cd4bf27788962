import type { rouletteBetKinds } from '../../../src/core/contract/play';
import type { Rng } from '../rng';

/** European single-zero roulette: 37 pockets, every bet returns 36/37 of its stake on average. */
export const rouletteConfig = {
  version: 'roulette-eu-v1',
  rtp: 36 / 37,
  pockets: 37,
} as const;

export type BetKind = (typeof rouletteBetKinds)[number];

export interface RouletteBet {
  kind: BetKind;
  /** The one number of a straight bet; absent for every other kind. */
  numbers?: number[];
  amount: number;
}

export interface SettledBet extends RouletteBet {
  /** What the bet returns, stake included (0 when it lost). */
  payout: number;
}

export interface RouletteOutcome {
  number: number;
  colour: Colour;
  bets: SettledBet[];
  stake: number;
  payout: number;
}

export type Colour = 'green' | 'red' | 'black';

const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const ONE_TO_36 = Array.from({ length: 36 }, (_, index) => index + 1);

export function colourOf(number: number): Colour {
  if (number === 0) return 'green';
  return RED_NUMBERS.has(number) ? 'red' : 'black';
}

/** The numbers a bet wins on. */
export function coveredNumbers(kind: BetKind, numbers: readonly number[] = []): number[] {
  switch (kind) {
    case 'straight':
      return [...numbers];
    case 'red':
      return ONE_TO_36.filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return ONE_TO_36.filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return ONE_TO_36.filter((n) => n % 2 === 1);
    case 'even':
      return ONE_TO_36.filter((n) => n % 2 === 0);
    case 'low':
      return ONE_TO_36.filter((n) => n <= 18);
    case 'high':
      return ONE_TO_36.filter((n) => n >= 19);
    case 'dozen1':
    case 'dozen2':
    case 'dozen3': {
      const first = (Number(kind.slice(-1)) - 1) * 12 + 1;
      return ONE_TO_36.filter((n) => n >= first && n < first + 12);
    }
    case 'column1':
    case 'column2':
    case 'column3': {
      const column = Number(kind.slice(-1));
      return ONE_TO_36.filter((n) => ((n - 1) % 3) + 1 === column);
    }
  }
}

/** The return of a winning bet per unit staked: 36 over the count of numbers covered (36, 3 or 2). */
export function returnMultiplier(kind: BetKind): number {
  return 36 / coveredNumbers(kind, [0]).length;
}

/** Settles bets on a number that came up. */
export function settle(bets: readonly RouletteBet[], number: number): RouletteOutcome {
  const settled = bets.map((bet) => ({
    ...bet,
    payout: coveredNumbers(bet.kind, bet.numbers).includes(number)
      ? bet.amount * returnMultiplier(bet.kind)
      : 0,
  }));
  return {
    number,
    colour: colourOf(number),
    bets: settled,
    stake: bets.reduce((sum, bet) => sum + bet.amount, 0),
    payout: settled.reduce((sum, bet) => sum + bet.payout, 0),
  };
}

/** Spins the wheel: one of the 37 pockets, each equally likely. */
export function spinRoulette(rng: Rng, bets: readonly RouletteBet[]): RouletteOutcome {
  return settle(bets, rng.int(rouletteConfig.pockets));
}

/**
 * The exact mean and variance of a set of bets' return per unit staked, by settling it on
 * each of the 37 pockets.
 */
export function exactRouletteMoments(bets: readonly RouletteBet[]): { mean: number; variance: number } {
  const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
  let sum = 0;
  let sumOfSquares = 0;
  for (let number = 0; number < rouletteConfig.pockets; number++) {
    const ratio = settle(bets, number).payout / stake;
    sum += ratio;
    sumOfSquares += ratio * ratio;
  }
  const mean = sum / rouletteConfig.pockets;
  return { mean, variance: sumOfSquares / rouletteConfig.pockets - mean * mean };
}
