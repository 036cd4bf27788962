import { sql } from 'kysely';
import { MemberType } from '../../../src/core/contract/member-types';
import { winningTable } from '../../../src/core/lottery/plays';
import { CommittedEvents } from '../../db/after-commit';
import { inTransaction } from '../../db/transaction';
import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { transferSet } from '../ledger/transfer-set';
import type { RoundSettledHook } from '../rounds/settled';
import { lotteryGame } from './games';
import type { DrawSeeds } from './seeds';
import { hitsOf } from './winning-rule';

/** What one draw's settlement closed: every bet of the draw, settled in one transaction. */
export interface SettledDraw {
  drawRef: number;
  drawId: string;
  gameCode: string;
  bets: number;
  stake: number;
  payout: number;
}

/** Every draw settled, heard once its settlement has committed (the live channel pushes its result). */
export const committedDraws = new CommittedEvents<SettledDraw>();

/**
 * Settles one draw, once: locks its row (a second runner, or a cancel, waits its turn and then
 * finds it settled), draws its prizes from the seed, settles every open bet in one UPDATE by
 * looking each one up in the draw's winning table, and in one set-based ledger transfer pays
 * the wins from the holding account and hands the rest of the stakes to the house. The settled
 * bets count as rounds: their play per member and day joins `member_round_days` and they are
 * announced as one set on the round-settled hook, all in the same transaction. Answers null
 * when the draw is not due or already settled.
 */
export async function settleDraw(
  db: Db,
  seeds: DrawSeeds,
  roundSettled: RoundSettledHook,
  drawRef: number,
  at: Date,
): Promise<SettledDraw | null> {
  return inTransaction(db, async (trx) => {
    const draw = await trx
      .selectFrom('lottery_draws')
      .selectAll()
      .where('id', '=', drawRef)
      .forUpdate()
      .executeTakeFirst();
    if (draw?.status !== 'open' || draw.draw_at.getTime() > at.getTime()) return null;
    const game = lotteryGame(draw.game_code);
    if (!game) throw new Error(`draw ${draw.draw_id} of an unknown game`);
    const table = winningTable(game.format, await seeds.prizes(draw.draw_id, draw.draw_at, at, game.format));

    // One hit pays stake × odds, rounded down. Worked out on the row itself, twice, rather than joined back from
    // a second read of the draw's bets: computing it is cheap beside reading 100,000 bets again.
    const payout = sql`${hitsOf(table)} * (stake_minor * odds_milli / 1000)`;
    await sql`UPDATE lottery_bets SET
        payout_minor = ${payout},
        status = CASE WHEN ${payout} > 0 THEN 'won' ELSE 'lost' END,
        settled_at = ${at}
      WHERE draw_ref = ${draw.id} AND status = 'open'`.execute(trx);

    const totals = await trx
      .selectFrom('lottery_bets')
      .select((eb) => [
        eb.fn.countAll<number>().as('bets'),
        eb.fn.coalesce(eb.fn.sum<number>('stake_minor'), eb.lit(0)).as('stake'),
        eb.fn.coalesce(eb.fn.sum<number>('payout_minor'), eb.lit(0)).as('payout'),
      ])
      .where('draw_ref', '=', draw.id)
      .where('status', 'in', ['won', 'lost'])
      .executeTakeFirstOrThrow();
    const settled: SettledDraw = {
      drawRef: draw.id,
      drawId: draw.draw_id,
      gameCode: draw.game_code,
      bets: Number(totals.bets),
      stake: Number(totals.stake),
      payout: Number(totals.payout),
    };
    if (settled.bets > 0) {
      const hold = await accountFor(trx, null, 'hold_lottery', at);
      const house = await accountFor(trx, null, 'house_games', at);
      await transferSet(trx, {
        idempotencyKey: `lottery:settle:${draw.draw_id}`,
        kind: 'lottery_settlement',
        memo: `${draw.game_code} ${draw.draw_id} settled: ${settled.bets} bet(s)`,
        legs: sql`SELECT account_id, payout_minor FROM lottery_bets
            WHERE draw_ref = ${draw.id} AND status = 'won'
          UNION ALL SELECT ${hold}::integer, ${-settled.stake}::bigint
          UNION ALL SELECT ${house}::integer, ${settled.stake - settled.payout}::bigint`,
        at,
      });
      await countAsRounds(trx, roundSettled, draw.id, draw.draw_id, at);
    }
    await trx
      .updateTable('lottery_draws')
      .set({ status: 'settled', settled_at: at })
      .where('id', '=', draw.id)
      .execute();
    // The liability only guards bets still to come.
    await trx.deleteFrom('lottery_liability').where('draw_ref', '=', draw.id).execute();
    committedDraws.announce(trx, settled);
    return settled;
  });
}

/**
 * The draw's settled bets as rounds: added to their members' play of the day (as the rounds'
 * trigger does for a settled round) and announced once as the set `LOTT:<drawId>`.
 */
async function countAsRounds(
  trx: Db,
  roundSettled: RoundSettledHook,
  drawRef: number,
  drawId: string,
  at: Date,
): Promise<void> {
  await sql`INSERT INTO member_round_days (member_id, day, rounds, valid_bet, payout)
    SELECT member_id, (${at}::timestamptz AT TIME ZONE 'UTC')::date, count(*), sum(stake_minor), sum(payout_minor)
    FROM lottery_bets WHERE draw_ref = ${drawRef} AND status IN ('won', 'lost')
    GROUP BY member_id
    ON CONFLICT (member_id, day) DO UPDATE SET
      rounds = member_round_days.rounds + EXCLUDED.rounds,
      valid_bet = member_round_days.valid_bet + EXCLUDED.valid_bet,
      payout = member_round_days.payout + EXCLUDED.payout`.execute(trx);
  // The draw's free-play bettors, found once (each a look in the draw's index), so the set's rounds, which
  // subscribers read in full more than once, need no look at the member of each bet.
  const { rows: freePlay } = await sql<{ id: number }>`SELECT m.id FROM members m
    WHERE m.type = ${MemberType.freePlay}
      AND EXISTS (SELECT 1 FROM lottery_bets b WHERE b.draw_ref = ${drawRef} AND b.member_id = m.id)`.execute(
    trx,
  );
  await roundSettled.announceSet(trx, {
    setId: `LOTT:${drawId}`,
    settledAt: at,
    rounds: sql`SELECT b.member_id, 'LOTT:' || b.id AS round_id, b.stake_minor AS valid_bet,
        b.payout_minor AS payout, COALESCE(g.game_type, 'LOTT') AS game_type, b.game_code,
        COALESCE(g.vendor_code, 'LOTT') AS vendor_code,
        b.member_id = ANY(${freePlay.map((member) => member.id)}::integer[]) AS free_play
      FROM lottery_bets b LEFT JOIN games g ON g.code = b.game_code
      WHERE b.draw_ref = ${drawRef} AND b.status IN ('won', 'lost')`,
  });
}

/** At most this many draws settle per run, so a catch-up after downtime comes in bounded steps. */
export const CATCH_UP_DRAWS = 50;

/**
 * Settles the draws whose time has come, oldest first, at most `limit` of them. Only draws
 * with a row can be due, and a draw gets an open row only when a bet is placed on it, so after
 * downtime or a jump of the clock only draws holding bets are settled.
 */
export async function settleDueDraws(
  db: Db,
  seeds: DrawSeeds,
  roundSettled: RoundSettledHook,
  at: Date,
  limit = CATCH_UP_DRAWS,
): Promise<SettledDraw[]> {
  const due = await db
    .selectFrom('lottery_draws')
    .select('id')
    .where('status', '=', 'open')
    .where('draw_at', '<=', at)
    .orderBy('draw_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const settled: SettledDraw[] = [];
  for (const { id } of due) {
    const done = await settleDraw(db, seeds, roundSettled, id, at);
    if (done) settled.push(done);
  }
  return settled;
}
