import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../server/db/transaction';
import { cancelBet } from '../../../server/modules/lottery/bets';
import { LOTTERY_JOB } from '../../../server/modules/lottery/runner';
import type { ScheduledDraw } from '../../../server/modules/lottery/schedule';
import { settleDraw, settleDueDraws } from '../../../server/modules/lottery/settlement';
import { startServer, type TestServer } from './harness';
import {
  at,
  heldByLottery,
  ledgerBalanced,
  mainBalance,
  moveClockTo,
  openDrawOf,
  placeSlip,
  prizesOf,
  TEST_LOTTERY_SECRET,
  testSeeds,
} from './lottery-fixtures';
import { newPlayer } from './payments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ lotterySecret: TEST_LOTTERY_SECRET });
});
afterAll(() => server.close());

const db = () => server.ctx.db;
const hooks = () => server.ctx.hooks.roundSettled;
const player = (name: string, balance = 1_000_000) =>
  newPlayer(server, `${name}_${randomUUID().slice(0, 6)}`, balance);

async function drawRow(drawId: string) {
  return db().selectFrom('lottery_draws').selectAll().where('draw_id', '=', drawId).executeTakeFirstOrThrow();
}

async function settlementTransfers(drawId: string): Promise<number> {
  const rows = await db()
    .selectFrom('ledger_transfers')
    .select('id')
    .where('idempotency_key', '=', `lottery:settle:${drawId}`)
    .execute();
  return rows.length;
}

/** Both sides of big/small: one of them wins unless the draw is a triple. */
async function bothSides(token: string, stake = 1_000) {
  const answer = await placeSlip(server, token, 'SEA-F1', [
    { playType: 'bigsmall', selection: ['big'], stake },
    { playType: 'bigsmall', selection: ['small'], stake },
  ]);
  expect(answer.body.code).toBe(0);
  return answer.body.value!.bets;
}

/** What one stake on each side of big/small gets back from a fast draw: the winning side's 1.95, none on a triple. */
async function bothSidesPayout(draw: ScheduledDraw, stake = 1_000): Promise<number> {
  const special = (await prizesOf(draw)).find((prize) => prize.tier === 'special')!.numbers[0]!;
  return new Set(special).size === 1 ? 0 : (stake * 195) / 100;
}

describe('settlement runs once', () => {
  it('settles a draw once when two runners run it at the same time (PostgreSQL)', async ({ skip }) => {
    skip(
      !process.env.DATABASE_URL,
      'two runners race only on PostgreSQL (DATABASE_URL); PGlite runs one query at a time',
    );
    const member = await player('two_runners');
    const draw = openDrawOf(server, 'SEA-F1');
    await bothSides(member.token);
    const before = await mainBalance(server, member.id);
    moveClockTo(server, draw.drawAt);
    const row = await drawRow(draw.drawId);
    const [first, second, third] = await Promise.all([
      settleDueDraws(db(), testSeeds, hooks(), at(server)),
      settleDueDraws(db(), testSeeds, hooks(), at(server)),
      settleDraw(db(), testSeeds, hooks(), row.id, at(server)),
    ]);
    const runs = [...first!, ...second!, ...(third ? [third] : [])].filter(
      (settled) => settled.drawId === draw.drawId,
    );
    expect(runs).toHaveLength(1);
    expect(await settlementTransfers(draw.drawId)).toBe(1);
    expect(await mainBalance(server, member.id)).toBe(before + runs[0]!.payout);
    expect(runs[0]!.payout).toBe(await bothSidesPayout(draw));
    expect((await drawRow(draw.drawId)).status).toBe('settled');
    // A later run finds nothing left to do.
    expect(await settleDraw(db(), testSeeds, hooks(), row.id, at(server))).toBeNull();
    expect(await heldByLottery(server)).toBe(0);
    expect(await ledgerBalanced(server)).toBe(true);
  });

  it('moves a bet’s money once when a cancel races the settlement', async () => {
    for (let round = 0; round < 4; round++) {
      const member = await player(`race_${round}`);
      const draw = openDrawOf(server, 'SEA-F1');
      const [bet] = await bothSides(member.token);
      const before = await mainBalance(server, member.id);
      const row = await drawRow(draw.drawId);
      const cancelAt = new Date(draw.closeAt.getTime() - 1);
      // The cancel is sent just before the close and the runner reaches the draw at its time.
      const [cancelled, settled] = await Promise.allSettled([
        cancelBet(db(), testSeeds, { memberId: member.id, betId: bet!.betId, at: cancelAt }),
        settleDraw(db(), testSeeds, hooks(), row.id, draw.drawAt),
      ]);
      expect(settled.status).toBe('fulfilled');
      const final = await db()
        .selectFrom('lottery_bets')
        .selectAll()
        .where('id', '=', bet!.betId)
        .executeTakeFirstOrThrow();
      const after = await mainBalance(server, member.id);
      if (cancelled.status === 'fulfilled') {
        expect(final.status).toBe('cancelled');
        expect(final.payout_minor).toBe(0);
        expect(after).toBe(before + 1_000 + (settled.status === 'fulfilled' ? settled.value!.payout : 0));
      } else {
        expect(['won', 'lost']).toContain(final.status);
        expect(after).toBe(before + (settled.status === 'fulfilled' ? settled.value!.payout : 0));
      }
      const refunds = await db()
        .selectFrom('ledger_transfers')
        .select('id')
        .where('idempotency_key', '=', `lottery:cancel:${bet!.betId}`)
        .execute();
      expect(refunds.length + (final.status === 'cancelled' ? 0 : 1)).toBe(1);
      moveClockTo(server, new Date(draw.drawAt.getTime() + 1));
      expect(await heldByLottery(server)).toBe(0);
      expect(await ledgerBalanced(server)).toBe(true);
    }
  });
});

describe('settling in place', () => {
  it('rewrites a draw’s bets without writing index entries', async () => {
    const member = await player('in_place');
    const draw = openDrawOf(server, 'SEA-F1');
    await bothSides(member.token);
    await bothSides(member.token, 2_000);
    moveClockTo(server, draw.drawAt);
    const row = await drawRow(draw.drawId);
    // The connection's counts of updates not yet reported (PostgreSQL may still hold an earlier
    // transaction's), read before and after: every settled bet updated, each as a heap-only tuple.
    const counts = await inTransaction(db(), async (trx) => {
      const read = async () => {
        const { rows } = await sql<{ updated: string; hot: string }>`SELECT
            pg_stat_get_xact_tuples_updated('lottery_bets'::regclass) AS updated,
            pg_stat_get_xact_tuples_hot_updated('lottery_bets'::regclass) AS hot`.execute(trx);
        return { updated: Number(rows[0]!.updated), hot: Number(rows[0]!.hot) };
      };
      const before = await read();
      const settled = await settleDraw(trx, testSeeds, hooks(), row.id, at(server));
      const after = await read();
      return { bets: settled?.bets, updated: after.updated - before.updated, hot: after.hot - before.hot };
    });
    expect(counts).toEqual({ bets: 4, updated: 4, hot: 4 });
    expect(await heldByLottery(server)).toBe(0);
  });
});

describe('catching up', () => {
  it('settles only draws holding bets after downtime, oldest first, in bounded runs', async () => {
    const member = await player('downtime');
    const betDraws: string[] = [];
    // Bets on three one-minute draws, a minute apart, and nothing runs meanwhile.
    for (let i = 0; i < 3; i++) {
      betDraws.push(openDrawOf(server, 'SEA-F1').drawId);
      await bothSides(member.token);
      server.clock.advance(60_000);
    }
    const bettingDraws = await db()
      .selectFrom('lottery_draws')
      .select('draw_id')
      .where('status', '=', 'open')
      .execute();
    expect(bettingDraws.map((row) => row.draw_id).sort()).toEqual([...betDraws].sort());
    server.clock.advance(30 * 60_000);
    const draws = await db().selectFrom('lottery_draws').select('id').execute();

    const firstRun = await settleDueDraws(db(), testSeeds, hooks(), at(server), 2);
    expect(firstRun.map((settled) => settled.drawId)).toEqual(betDraws.slice(0, 2));
    const secondRun = await settleDueDraws(db(), testSeeds, hooks(), at(server), 2);
    expect(secondRun.map((settled) => settled.drawId)).toEqual(betDraws.slice(2));
    expect(await settleDueDraws(db(), testSeeds, hooks(), at(server), 2)).toEqual([]);
    // No draw without bets was created or settled on the way.
    expect(await db().selectFrom('lottery_draws').select('id').execute()).toHaveLength(draws.length);
    expect(await heldByLottery(server)).toBe(0);
  });

  it('settles yesterday’s bets once after the clock jumps a day', async () => {
    const member = await player('day_jump');
    const north = openDrawOf(server, 'XSMB');
    const fast = openDrawOf(server, 'SEA-F5');
    expect(
      (await placeSlip(server, member.token, 'XSMB', [{ playType: 'lo', selection: ['07'], stake: 1_000 }]))
        .body.code,
    ).toBe(0);
    await bothSides(member.token);
    expect(
      (
        await placeSlip(server, member.token, 'SEA-F5', [
          { playType: 'oddeven', selection: ['odd'], stake: 1_000 },
        ])
      ).body.code,
    ).toBe(0);
    server.clock.advance(86_400_000);
    const settled = await settleDueDraws(db(), testSeeds, hooks(), at(server));
    const order = settled.map((draw) => draw.drawId);
    expect(order).toContain(north.drawId);
    expect(order).toContain(fast.drawId);
    const times = await db()
      .selectFrom('lottery_draws')
      .select(['draw_id', 'draw_at'])
      .where('draw_id', 'in', order)
      .execute();
    const drawAt = new Map(times.map((row) => [row.draw_id, row.draw_at.getTime()]));
    expect(order.map((id) => drawAt.get(id)!)).toEqual(
      order.map((id) => drawAt.get(id)!).sort((a, b) => a - b),
    );
    expect(await settleDueDraws(db(), testSeeds, hooks(), at(server))).toEqual([]);
    const open = await db()
      .selectFrom('lottery_bets')
      .select('id')
      .where('member_id', '=', member.id)
      .where('status', '=', 'open')
      .execute();
    expect(open).toEqual([]);
    expect(await heldByLottery(server)).toBe(0);
    expect(await ledgerBalanced(server)).toBe(true);
  });
});

describe('the scheduled job', () => {
  it('settles due draws on the node holding the lottery job', async () => {
    const member = await player('scheduled');
    const draw = openDrawOf(server, 'SEA-F1');
    await bothSides(member.token);
    moveClockTo(server, draw.drawAt);
    expect(await server.ctx.scheduler.runNow(LOTTERY_JOB)).toBe(true);
    expect((await drawRow(draw.drawId)).status).toBe('settled');
    expect(await settlementTransfers(draw.drawId)).toBe(1);
  });
});
