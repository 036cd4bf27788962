import type { Selectable } from 'kysely';
import type { DrawnResult } from '../../../src/core/contract/lottery';
import type { Db } from '../database';
import type { LotteryGame } from './games';
import { drawsUntil, type ScheduledDraw } from './schedule';
import type { DrawSeeds } from './seeds';
import type { LotteryDrawsTable } from './tables';

export type DrawRow = Selectable<LotteryDrawsTable>;

/**
 * The rows of these draws, created where missing: open while their time is still to come, and
 * settled at once when it has passed (such a draw holds no bets: bets create their draw before
 * it closes). An existing row is kept as it is.
 */
export async function ensureDraws(
  db: Db,
  seeds: DrawSeeds,
  draws: readonly ScheduledDraw[],
  at: Date,
): Promise<DrawRow[]> {
  if (draws.length === 0) return [];
  await db
    .insertInto('lottery_draws')
    .values(
      draws.map((draw) => {
        const past = draw.drawAt.getTime() <= at.getTime();
        return {
          draw_id: draw.drawId,
          game_code: draw.gameCode,
          draw_at: draw.drawAt,
          close_at: draw.closeAt,
          seed_hash: seeds.hash(draw.drawId),
          status: past ? ('settled' as const) : ('open' as const),
          settled_at: past ? at : null,
          created_at: at,
        };
      }),
    )
    .onConflict((conflict) => conflict.column('draw_id').doNothing())
    .execute();
  return drawRows(
    db,
    draws.map((draw) => draw.drawId),
  );
}

export async function drawRows(db: Db, drawIds: readonly string[]): Promise<DrawRow[]> {
  if (drawIds.length === 0) return [];
  return db.selectFrom('lottery_draws').selectAll().where('draw_id', 'in', drawIds).execute();
}

/** A draw whose time has come, as anyone may check it: hash, seed and prizes. */
export async function drawnResult(
  seeds: DrawSeeds,
  game: LotteryGame,
  draw: ScheduledDraw,
  settled: boolean,
  at: Date,
): Promise<DrawnResult> {
  return {
    drawId: draw.drawId,
    gameCode: game.code,
    drawAt: draw.drawAt.toISOString(),
    hash: seeds.hash(draw.drawId),
    seed: seeds.revealedSeed(draw.drawId, draw.drawAt, at),
    prizes: await seeds.prizes(draw.drawId, draw.drawAt, at, game.format),
    settled,
  };
}

/** The latest `count` draws of a game that have taken place, newest first; asking creates their rows. */
export async function latestResults(
  db: Db,
  seeds: DrawSeeds,
  game: LotteryGame,
  count: number,
  at: Date,
): Promise<DrawnResult[]> {
  const draws = drawsUntil(game, at, count);
  const rows = new Map((await ensureDraws(db, seeds, draws, at)).map((row) => [row.draw_id, row]));
  return Promise.all(
    draws.map((draw) => drawnResult(seeds, game, draw, rows.get(draw.drawId)?.status === 'settled', at)),
  );
}
