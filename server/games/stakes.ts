/** The stakes a game offers: these multiples of its minimum bet (also the roulette chips). */
export const STAKE_MULTIPLES = [1, 2, 5, 10, 20, 50] as const;

/** No single slot spin stakes more than this (minor units), whatever the game's minimum bet. */
export const MAX_SPIN_STAKE_MINOR = 50_000;

/** A roulette round's bets add up to at most this many minimum bets. */
export const ROULETTE_MAX_MIN_BETS = 100;
/** At most this many bets in one roulette round (one per board position). */
export const ROULETTE_MAX_BETS = 20;

/** The slot stakes of a game with this minimum bet, smallest first (the minimum bet is always offered). */
export function allowedStakes(minBet: number): number[] {
  const stakes = STAKE_MULTIPLES.map((multiple) => multiple * minBet).filter(
    (stake) => stake <= MAX_SPIN_STAKE_MINOR,
  );
  return stakes.length > 0 ? stakes : [minBet];
}

/** The most a roulette round may stake in total. */
export function rouletteMaxStake(minBet: number): number {
  return ROULETTE_MAX_MIN_BETS * minBet;
}
