import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticOperatorConfig } from '../../../server/config/operator';
import { runSettlements } from '../../../server/modules/agents/scheduler';
import { settleDraw, settleDueDraws } from '../../../server/modules/lottery/settlement';
import type { SettledRound } from '../../../server/modules/rounds/settled';
import { agents, points, records, vip } from '../../../src/core/contract';
import { agentTree, signIn } from './agents-fixtures';
import { makeFreePlay } from './games-play-fixtures';
import { startServer, type TestServer } from './harness';
import {
  at,
  cancel,
  ledgerBalanced,
  moveClockTo,
  openDrawOf,
  placeSlip,
  TEST_LOTTERY_SECRET,
  testSeeds,
} from './lottery-fixtures';
import { newPlayer } from './payments-fixtures';

/**
 * Lottery bets count as rounds once their draw settles: in the member's betting record and
 * profit and loss, in the agent's team betting and user profit and loss, and through the
 * round-settled hook in points and VIP progress, exactly once. A cancelled bet counts nowhere.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    lotterySecret: TEST_LOTTERY_SECRET,
    operator: staticOperatorConfig({
      points: { amountRequirement: 1_000, exchangeRatio: 25, pointsRequirement: 2, rewards: [] },
      vip: {
        periodDays: 30,
        downgradeAtReview: false,
        levels: [
          {
            rank: 1,
            name: 'Bronze',
            validBet: 0,
            deposits: 0,
            upgradeBonus: 0,
            rebatePercent: 0,
            monthlyBonus: 0,
            dailyWithdrawals: 3,
          },
          {
            rank: 2,
            name: 'Silver',
            validBet: 1_500,
            deposits: 0,
            upgradeBonus: 500,
            rebatePercent: 0,
            monthlyBonus: 0,
            dailyWithdrawals: 3,
          },
        ],
      },
    }),
  });
});
afterAll(() => server.close());

const day = () => at(server).toISOString().slice(0, 10);

describe('lottery bets in records, P&L, agent figures and the round-settled hook', () => {
  it('count when settled, once, and not when cancelled', async () => {
    const tree = await agentTree(server, 'lr');
    // The agent's daily salary: 1.50% of the team's valid bet of each day.
    const now = at(server);
    await server.ctx.db
      .insertInto('agent_contracts')
      .values({
        kind: 'dailySalary',
        from_member_id: null,
        to_member_id: tree.agent.id,
        terms: JSON.stringify({ kind: 'dailySalary', rate: 150, activeMembers: 1, dailyBetAmount: 0 }),
        rate_bp: 150,
        status: 'accepted',
        terminate_lower: false,
        offered_at: now,
        decided_at: now,
        accepted_at: now,
      })
      .execute();
    const token = await signIn(server, tree.member1.username);
    const draw = openDrawOf(server, 'SEA-F1');
    const placed = await placeSlip(server, token, 'SEA-F1', [
      { playType: 'bigsmall', selection: ['big'], stake: 1_000 },
      { playType: 'bigsmall', selection: ['small'], stake: 1_000 },
      { playType: 'oddeven', selection: ['odd'], stake: 700 },
    ]);
    expect(placed.body.code).toBe(0);
    const [, , cancelled] = placed.body.value!.bets;
    expect((await cancel(server, token, cancelled!.betId)).body.code).toBe(0);

    const range = { startDate: day(), endDate: day() };
    // Before the draw: the open bets are listed as open rounds and count no valid bet.
    const before = (await server.call(records.bettingRecord, range, { token })).body.value!;
    expect(before.list.map((row) => row.status)).toEqual(['open', 'open']);
    expect(before.totals).toMatchObject({ rounds: 2, stake: 2_000, validBet: 0, payout: 0 });

    moveClockTo(server, draw.drawAt);
    const hooks = server.ctx.hooks.roundSettled;
    // A subscriber without a set form sees the draw's bets one by one.
    const seen: SettledRound[] = [];
    hooks.subscribe('rounds-one-by-one', async (_trx, round) => {
      seen.push(round);
    });
    const [settled] = await settleDueDraws(server.ctx.db, testSeeds, hooks, at(server));
    expect(settled).toMatchObject({ drawId: draw.drawId, bets: 2, stake: 2_000 });
    const payout = settled!.payout;
    expect(seen.map((round) => round.roundId).sort()).toEqual(
      placed.body
        .value!.bets.slice(0, 2)
        .map((bet) => `LOTT:${bet.betId}`)
        .sort(),
    );
    expect(seen.every((round) => round.validBet === 1_000 && !round.freePlay)).toBe(true);
    expect(seen.reduce((sum, round) => sum + round.payout, 0)).toBe(payout);
    // A second run finds the draw settled and announces nothing again.
    expect(await settleDraw(server.ctx.db, testSeeds, hooks, settled!.drawRef, at(server))).toBeNull();

    const record = (await server.call(records.bettingRecord, range, { token })).body.value!;
    expect(record.list).toHaveLength(2);
    expect(record.list.every((row) => row.status === 'settled' && row.gameCode === 'SEA-F1')).toBe(true);
    expect(record.totals).toEqual({
      rounds: 2,
      stake: 2_000,
      validBet: 2_000,
      payout,
      winLoss: payout - 2_000,
    });

    const profit = (await server.call(records.profitLoss, range, { token })).body.value!;
    expect(profit.total).toEqual({ validBet: 2_000, payout, winLoss: payout - 2_000, rounds: 2 });
    expect(profit.vendors).toHaveLength(1);

    const account = (await server.call(records.accountRecord, { ...range, pageSize: 50 }, { token })).body
      .value!;
    expect(account.types).toEqual(expect.arrayContaining(['lottery_bet', 'lottery_refund']));

    const teamBets = (await server.call(agents.teamBets, range, { token: tree.agent.token })).body.value!;
    expect(teamBets.totals).toEqual({
      rounds: 2,
      stake: 2_000,
      validBet: 2_000,
      payout,
      winLoss: payout - 2_000,
    });
    expect(new Set(teamBets.rows.map((row) => row.account))).toEqual(new Set([tree.member1.username]));
    const teamProfit = (await server.call(agents.teamProfit, range, { token: tree.agent.token })).body.value!;
    expect(teamProfit.rows).toEqual([
      expect.objectContaining({ account: tree.member1.username, rounds: 2, validBet: 2_000, payout }),
    ]);

    // Points: 2,000 of valid bet at 1,000 a point, credited once; VIP: Silver reached once.
    const balance = (await server.call(points.pointBalance, {}, { token })).body.value!;
    expect(balance.currentPoints).toBe(2);
    const status = (await server.call(vip.vipStatus, {}, { token })).body.value!;
    expect(status).toMatchObject({ rankLevel: 2, validBet: 2_000 });
    expect(status.history).toHaveLength(1);

    // The day's settlement counts the two bets: 1.50% of 2,000, drilled down to them.
    moveClockTo(server, new Date(`${day()}T23:59:59Z`));
    moveClockTo(server, new Date(at(server).getTime() + 6 * 60_000));
    await runSettlements(server.ctx);
    const salary = await server.ctx.db
      .selectFrom('settlements')
      .selectAll()
      .where('member_id', '=', tree.agent.id)
      .executeTakeFirstOrThrow();
    expect(salary).toMatchObject({ amount_minor: 30, rounds_count: 2 });
    const drill = await server.call(
      agents.incomeRounds,
      { incomeId: salary.id, pageSize: 100 },
      { token: await signIn(server, tree.agent.username) },
    );
    expect(drill.body.value!.total).toBe(2);
    expect(drill.body.value!.rows.map((row) => [row.gameCode, row.validBet])).toEqual([
      ['SEA-F1', 1_000],
      ['SEA-F1', 1_000],
    ]);
    expect(await ledgerBalanced(server)).toBe(true);
  });
});

describe('free play in a settled draw', () => {
  it('announces a free-play member’s bets as free play and the others’ not', async () => {
    const real = await newPlayer(server, 'lr_real', 10_000);
    const demo = await newPlayer(server, 'lr_demo', 0);
    await makeFreePlay(server, demo.id, 10_000);
    const draw = openDrawOf(server, 'SEA-F1');
    for (const member of [real, demo]) {
      const placed = await placeSlip(server, member.token, 'SEA-F1', [
        { playType: 'bigsmall', selection: ['big'], stake: 1_000 },
      ]);
      expect(placed.body.code).toBe(0);
    }
    moveClockTo(server, draw.drawAt);
    const seen: SettledRound[] = [];
    server.ctx.hooks.roundSettled.subscribe('free-play-flags', async (_trx, round) => {
      seen.push(round);
    });
    await settleDueDraws(server.ctx.db, testSeeds, server.ctx.hooks.roundSettled, at(server));
    const flags = seen
      .filter((round) => round.memberId === real.id || round.memberId === demo.id)
      .map((round) => [round.memberId, round.freePlay]);
    expect(flags.sort()).toEqual(
      [
        [real.id, false],
        [demo.id, true],
      ].sort(),
    );
  });
});
