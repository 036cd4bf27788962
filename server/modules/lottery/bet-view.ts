import type { LotteryBet } from '../../../src/core/contract/lottery';
import type { PlayType } from '../../../src/core/lottery/plays';
import type { Db } from '../database';
import { lotteryGame } from './games';
import type { DrawSeeds } from './seeds';

/** A bet row with the times of its draw. */
export interface BetWithDraw {
  id: number;
  game_code: string;
  play_type: string;
  selection: string[];
  stake_minor: number;
  odds_milli: number;
  status: LotteryBet['status'];
  payout_minor: number;
  placed_at: Date;
  settled_at: Date | null;
  draw_id: string;
  draw_at: Date;
  close_at: Date;
}

/** What one hit of a bet pays: the stake times the odds, rounded down to a minor unit. */
export const possibleWin = (stake: number, oddsMilli: number): number =>
  Math.floor((stake * oddsMilli) / 1000);

/** Bets with their draws, by bet id. */
export function betsWithDraws(db: Db) {
  return db
    .selectFrom('lottery_bets')
    .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_bets.draw_ref')
    .select([
      'lottery_bets.id',
      'lottery_bets.game_code',
      'lottery_bets.play_type',
      'lottery_bets.selection',
      'lottery_bets.stake_minor',
      'lottery_bets.odds_milli',
      'lottery_bets.status',
      'lottery_bets.payout_minor',
      'lottery_bets.placed_at',
      'lottery_bets.settled_at',
      'lottery_draws.draw_id',
      'lottery_draws.draw_at',
      'lottery_draws.close_at',
    ]);
}

/** Bets as their owner sees them; a draw that has taken place shows its prizes (computed once per draw). */
export async function betViews(
  seeds: DrawSeeds,
  rows: readonly BetWithDraw[],
  at: Date,
): Promise<LotteryBet[]> {
  const prizesByDraw = new Map<string, Promise<LotteryBet['prizes']>>();
  const prizesOf = (row: BetWithDraw) => {
    if (row.draw_at.getTime() > at.getTime()) return Promise.resolve(null);
    let prizes = prizesByDraw.get(row.draw_id);
    if (!prizes) {
      prizes = seeds.prizes(row.draw_id, row.draw_at, at, lotteryGame(row.game_code)!.format);
      prizesByDraw.set(row.draw_id, prizes);
    }
    return prizes;
  };
  return Promise.all(
    rows.map(async (row) => ({
      betId: row.id,
      gameCode: row.game_code,
      drawId: row.draw_id,
      drawAt: row.draw_at.toISOString(),
      closeAt: row.close_at.toISOString(),
      playType: row.play_type as PlayType,
      selection: row.selection,
      stake: Number(row.stake_minor),
      oddsMilli: Number(row.odds_milli),
      possibleWin: possibleWin(Number(row.stake_minor), Number(row.odds_milli)),
      status: row.status,
      payout: Number(row.payout_minor),
      placedAt: row.placed_at.toISOString(),
      settledAt: row.settled_at?.toISOString() ?? null,
      prizes: await prizesOf(row),
    })),
  );
}
