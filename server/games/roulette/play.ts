import type { ParsedRequestOf, play } from '../../../src/core/contract';
import { fail } from '../../http/envelope';
import type { GameRow, OutcomeBase, RoundPlan } from '../rounds';
import { rouletteMaxStake } from '../stakes';
import { type Colour, type RouletteBet, rouletteConfig, type SettledBet, spinRoulette } from './rules';

/** A roulette round as stored with the round: the number drawn and each bet's settlement. */
export interface RouletteRecord extends OutcomeBase {
  game: 'roulette';
  rulesVersion: string;
  number: number;
  colour: Colour;
  bets: SettledBet[];
}

const positionOf = (bet: RouletteBet): string => `${bet.kind}:${bet.numbers?.join(',') ?? ''}`;

/**
 * The round a roulette spin plays: each bet a whole number of minimum bets, one bet per
 * board position, the total within the table maximum.
 */
export function rouletteRound(
  game: GameRow,
  input: ParsedRequestOf<typeof play.rouletteSpin>,
): RoundPlan<RouletteRecord> {
  const minBet = Number(game.min_bet_minor);
  const bets: RouletteBet[] = input.bets.map((bet) => ({
    kind: bet.kind,
    ...(bet.numbers ? { numbers: bet.numbers } : {}),
    amount: bet.amount,
  }));
  bets.forEach((bet, index) => {
    if (bet.amount % minBet !== 0)
      fail('INVALID_INPUT', null, { [`bets.${index}.amount`]: 'err_invalid_input' });
  });
  if (new Set(bets.map(positionOf)).size !== bets.length)
    fail('INVALID_INPUT', null, { bets: 'err_invalid_input' });
  const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
  if (stake > rouletteMaxStake(minBet)) fail('INVALID_INPUT', null, { bets: 'err_invalid_input' });
  return {
    stake,
    request: { bets },
    draw(rng) {
      const outcome = spinRoulette(rng, bets);
      return { game: 'roulette', rulesVersion: rouletteConfig.version, ...outcome, request: { bets } };
    },
  };
}
