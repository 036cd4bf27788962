import type { ParsedRequestOf, play } from '../../../src/core/contract';
import { fail } from '../../http/envelope';
import type { GameRow, OutcomeBase, RoundPlan } from '../rounds';
import { allowedStakes } from '../stakes';
import { linesPlayed, type SlotConfig, slotConfig } from './config';
import { type LineWin, spinSlot } from './engine';

/** A slot round as stored with the round: the draw, the maths version and each win line. */
export interface SlotRecord extends OutcomeBase {
  game: 'slot';
  paytableVersion: string;
  linesPlayed: number;
  stops: number[];
  grid: number[][];
  wins: (LineWin & { rows: number[] })[];
}

/** The round a slot spin plays: the stake must be one the game offers. */
export function slotRound(
  game: GameRow,
  input: ParsedRequestOf<typeof play.slotSpin>,
  config: SlotConfig = slotConfig,
): RoundPlan<SlotRecord> {
  if (!allowedStakes(Number(game.min_bet_minor)).includes(input.stake)) {
    fail('INVALID_INPUT', null, { stake: 'err_invalid_input' });
  }
  const lines = linesPlayed(config, game.lines);
  return {
    stake: input.stake,
    request: { stake: input.stake },
    draw(rng) {
      const outcome = spinSlot(rng, config, input.stake, lines);
      return {
        game: 'slot',
        paytableVersion: config.version,
        linesPlayed: lines,
        stops: outcome.stops,
        grid: outcome.grid,
        wins: outcome.wins.map((win) => ({ ...win, rows: [...config.paylines[win.line - 1]!] })),
        stake: outcome.stake,
        payout: outcome.payout,
        request: { stake: input.stake },
      };
    },
  };
}
