import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor } from '../../../server/modules/ledger/accounts';
import { lotteryGame } from '../../../server/modules/lottery/games';
import { drawsAfter } from '../../../server/modules/lottery/schedule';
import { settleDueDraws } from '../../../server/modules/lottery/settlement';
import { errors, lottery } from '../../../src/core/contract';
import { winningTable } from '../../../src/core/lottery/plays';
import { startServer, type TestServer } from './harness';
import {
  at,
  cancel,
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

const settle = () => settleDueDraws(server.ctx.db, testSeeds, server.ctx.hooks.roundSettled, at(server));
const player = (name: string, balance = 10_000_000) =>
  newPlayer(server, `${name}_${randomUUID().slice(0, 6)}`, balance);

/** Two 2-digit numbers that no prize of the draw ends in. */
function missing(endings: readonly string[], count: number): string[] {
  const out: string[] = [];
  for (let n = 0; out.length < count; n++) {
    const number = String(n).padStart(2, '0');
    if (!endings.includes(number)) out.push(number);
  }
  return out;
}

describe('each play pays per the table', () => {
  it('pays lô per prize ending in it, đề, 3 càng and xiên on the northern draw, at their edges', async () => {
    const member = await player('north_pays');
    const draw = openDrawOf(server, 'XSMB');
    const table = winningTable('north', await prizesOf(draw));
    const lo = table.hits.lo!;
    const twice = Object.keys(lo).find((number) => lo[number]! >= 2);
    const once = Object.keys(lo).find((number) => lo[number] === 1)!;
    const [absent, absent2] = missing(table.endings, 2);
    const de = Object.keys(table.hits.de!)[0]!;
    const bacang = Object.keys(table.hits.bacang!)[0]!;
    const [present1, present2, present3, present4] = table.endings;
    const bets = [
      // 333 × 3.5 = 1165.5: a hit pays the stake times the odds, rounded down.
      { playType: 'lo', selection: [once], stake: 333 },
      { playType: 'lo', selection: [absent!], stake: 1_000 },
      { playType: 'de', selection: [de], stake: 100 },
      { playType: 'de', selection: [absent!], stake: 100 },
      { playType: 'bacang', selection: [bacang], stake: 100 },
      { playType: 'bacang', selection: [`${(Number(bacang) + 1) % 1000}`.padStart(3, '0')], stake: 100 },
      { playType: 'xien2', selection: [present2!, present1!], stake: 100 },
      { playType: 'xien2', selection: [present1!, absent!], stake: 100 },
      { playType: 'xien4', selection: [present1!, present2!, present3!, present4!], stake: 100 },
      { playType: 'xien3', selection: [present1!, present2!, absent2!], stake: 100 },
      ...(twice ? [{ playType: 'lo' as const, selection: [twice], stake: 200 }] : []),
    ] as const;
    const before = await mainBalance(server, member.id);
    const placed = await placeSlip(server, member.token, 'XSMB', bets);
    expect(placed.body.code).toBe(0);
    const staked = bets.reduce((sum, bet) => sum + bet.stake, 0);
    expect(await mainBalance(server, member.id)).toBe(before - staked);
    expect(placed.body.value!.bets.map((bet) => bet.status)).toEqual(bets.map(() => 'open'));
    expect(placed.body.value!.bets[0]!.possibleWin).toBe(1165);
    // The xiên numbers are stored in order.
    expect(placed.body.value!.bets[6]!.selection).toEqual([present1, present2]);

    moveClockTo(server, draw.drawAt);
    const [settled] = await settle();
    expect(settled).toMatchObject({ drawId: draw.drawId, bets: bets.length, stake: staked });
    const payouts = [
      1165,
      0,
      9_500,
      0,
      95_000,
      0,
      1_700,
      0,
      34_000,
      0,
      ...(twice ? [200 * 3.5 * lo[twice]!] : []),
    ];
    const answer = await server.call(lottery.memberBets, { gameCode: 'XSMB' }, { token: member.token });
    const seen = answer.body.value!.list.slice().reverse();
    expect(seen.map((bet) => bet.payout)).toEqual(payouts);
    expect(seen.map((bet) => bet.status)).toEqual(payouts.map((payout) => (payout > 0 ? 'won' : 'lost')));
    expect(seen[0]!.prizes).toEqual(await prizesOf(draw));
    const paid = payouts.reduce((sum, payout) => sum + payout, 0);
    expect(settled!.payout).toBe(paid);
    expect(await mainBalance(server, member.id)).toBe(before - staked + paid);
    expect(await heldByLottery(server)).toBe(0);
    expect(await ledgerBalanced(server)).toBe(true);
  });

  it('pays the fast plays: exact, big/small, odd/even and the sum at its odds', async () => {
    const member = await player('fast_pays');
    const draw = openDrawOf(server, 'SEA-F1');
    const [special] = (await prizesOf(draw))[0]!.numbers;
    const digits = [...special!].map(Number);
    const sum = digits.reduce((a, b) => a + b, 0);
    const triple = new Set(digits).size === 1;
    const side = sum >= 14 ? 'big' : 'small';
    const parity = sum % 2 ? 'odd' : 'even';
    const sumOdds = lotteryGame('SEA-F1')!.odds.sum as Record<string, number>;
    const bets = [
      { playType: 'exact', selection: [special!], stake: 100 },
      { playType: 'exact', selection: [String((Number(special) + 1) % 1000).padStart(3, '0')], stake: 100 },
      { playType: 'bigsmall', selection: [side], stake: 1_000 },
      { playType: 'bigsmall', selection: [side === 'big' ? 'small' : 'big'], stake: 1_000 },
      { playType: 'oddeven', selection: [parity], stake: 1_000 },
      { playType: 'sum', selection: [String(sum)], stake: 100 },
      { playType: 'sum', selection: [String((sum + 1) % 28)], stake: 100 },
    ] as const;
    expect((await placeSlip(server, member.token, 'SEA-F1', bets)).body.code).toBe(0);
    moveClockTo(server, draw.drawAt);
    await settle();
    const answer = await server.call(lottery.memberBets, { gameCode: 'SEA-F1' }, { token: member.token });
    expect(
      answer.body
        .value!.list.slice()
        .reverse()
        .map((bet) => bet.payout),
    ).toEqual([
      95_000,
      0,
      triple ? 0 : 1_950,
      0,
      triple ? 0 : 1_950,
      (100 * sumOdds[String(sum)]!) / 1000,
      0,
    ]);
    expect(await ledgerBalanced(server)).toBe(true);
  });
});

describe('closing and cancelling', () => {
  it('refuses a bet at the close of its draw, and one on a draw not open yet; nothing moves', async () => {
    const member = await player('late');
    const draw = openDrawOf(server, 'SEA-F5');
    moveClockTo(server, draw.closeAt);
    const before = await mainBalance(server, member.id);
    const late = await placeSlip(
      server,
      member.token,
      'SEA-F5',
      [{ playType: 'sum', selection: ['5'], stake: 100 }],
      {
        drawId: draw.drawId,
      },
    );
    expect(late.status).toBe(409);
    expect(late.body.code).toBe(errors.LOTTERY_BETTING_CLOSED.code);
    const later = drawsAfter(lotteryGame('SEA-F5')!, draw.drawAt, 1)[0]!;
    const early = await placeSlip(
      server,
      member.token,
      'SEA-F5',
      [{ playType: 'sum', selection: ['5'], stake: 100 }],
      {
        drawId: drawsAfter(lotteryGame('SEA-F5')!, later.drawAt, 1)[0]!.drawId,
      },
    );
    expect(early.body.code).toBe(errors.LOTTERY_DRAW_NOT_OPEN.code);
    const unknown = await placeSlip(
      server,
      member.token,
      'SEA-F5',
      [{ playType: 'sum', selection: ['5'], stake: 100 }],
      {
        drawId: 'SEA-F5-20250115-1503',
      },
    );
    expect(unknown.body.code).toBe(errors.INVALID_INPUT.code);
    // The draw after it is open now.
    expect(
      (await placeSlip(server, member.token, 'SEA-F5', [{ playType: 'sum', selection: ['5'], stake: 100 }]))
        .body.code,
    ).toBe(0);
    expect(await mainBalance(server, member.id)).toBe(before - 100);
  });

  it('refunds a cancelled bet until the close, and refuses after it or twice', async () => {
    const member = await player('cancels');
    const before = await mainBalance(server, member.id);
    const draw = openDrawOf(server, 'SEA-F1');
    const placed = await placeSlip(server, member.token, 'SEA-F1', [
      { playType: 'oddeven', selection: ['odd'], stake: 500 },
      { playType: 'oddeven', selection: ['even'], stake: 700 },
    ]);
    const [first, second] = placed.body.value!.bets;
    const cancelled = await cancel(server, member.token, first!.betId);
    expect(cancelled.body.code).toBe(0);
    expect(cancelled.body.value!.bet.status).toBe('cancelled');
    expect(await mainBalance(server, member.id)).toBe(before - 700);
    expect((await cancel(server, member.token, first!.betId)).body.code).toBe(
      errors.LOTTERY_NOT_CANCELLABLE.code,
    );
    // Another member cannot cancel it.
    const other = await player('not_owner');
    expect((await cancel(server, other.token, second!.betId)).body.code).toBe(errors.NOT_FOUND.code);
    moveClockTo(server, draw.closeAt);
    expect((await cancel(server, member.token, second!.betId)).body.code).toBe(
      errors.LOTTERY_NOT_CANCELLABLE.code,
    );
    moveClockTo(server, draw.drawAt);
    await settle();
    const bets = await server.call(lottery.memberBets, {}, { token: member.token });
    const statuses = bets.body.value!.list.map((bet) => bet.status);
    expect(statuses).toHaveLength(2);
    expect(statuses).toContain('cancelled');
    expect(statuses.filter((status) => status === 'won' || status === 'lost')).toHaveLength(1);
    expect(await ledgerBalanced(server)).toBe(true);
  });

  it('answers a repeated slip once and takes its stake once', async () => {
    const member = await player('repeats');
    const before = await mainBalance(server, member.id);
    const key = randomUUID();
    const slip = [{ playType: 'bigsmall' as const, selection: ['big'], stake: 300 }];
    const first = await placeSlip(server, member.token, 'SEA-F5', slip, { key });
    const again = await placeSlip(server, member.token, 'SEA-F5', slip, { key });
    expect(again.body).toEqual(first.body);
    expect(await mainBalance(server, member.id)).toBe(before - 300);
  });
});

describe('limits', () => {
  it('refuses a stake above a bet’s maximum or below its minimum', async () => {
    const member = await player('stake_limits');
    const { maxStake, minStake } = lotteryGame('XSMB')!.limits;
    const over = await placeSlip(server, member.token, 'XSMB', [
      { playType: 'lo', selection: ['12'], stake: maxStake + 1 },
    ]);
    expect(over.body.code).toBe(errors.LOTTERY_STAKE_LIMIT.code);
    expect(over.body.value).toEqual({ maxStake });
    const under = await placeSlip(server, member.token, 'XSMB', [
      { playType: 'lo', selection: ['12'], stake: minStake - 1 },
    ]);
    expect(under.body.code).toBe(errors.AMOUNT_OUT_OF_BOUNDS.code);
    expect(
      (
        await placeSlip(server, member.token, 'XSMB', [
          { playType: 'lo', selection: ['12'], stake: maxStake },
        ])
      ).body.code,
    ).toBe(0);
  });

  it('refuses a member’s stake on one number past the limit, counting the whole slip', async () => {
    const member = await player('number_limit');
    const { maxStake, maxPerNumber } = lotteryGame('XSMB')!.limits;
    expect(maxPerNumber).toBe(2 * maxStake);
    expect(
      (
        await placeSlip(server, member.token, 'XSMB', [
          { playType: 'de', selection: ['34'], stake: maxStake },
        ])
      ).body.code,
    ).toBe(0);
    const before = await mainBalance(server, member.id);
    const over = await placeSlip(server, member.token, 'XSMB', [
      { playType: 'de', selection: ['35'], stake: 100 },
      { playType: 'de', selection: ['34'], stake: maxStake / 2 },
      { playType: 'de', selection: ['34'], stake: maxStake / 2 + 1 },
    ]);
    expect(over.body.code).toBe(errors.LOTTERY_NUMBER_LIMIT.code);
    expect(over.body.value).toEqual({
      playType: 'de',
      number: '34',
      limit: maxPerNumber,
      remaining: maxStake,
    });
    expect(await mainBalance(server, member.id)).toBe(before);
    // Another play of the same number has its own limit; a cancelled bet frees its part.
    expect(
      (
        await placeSlip(server, member.token, 'XSMB', [
          { playType: 'lo', selection: ['34'], stake: maxStake },
        ])
      ).body.code,
    ).toBe(0);
  });

  it('refuses a bet past the house’s liability cap on a number, whoever placed the others', async () => {
    const { liabilityCap, maxStake } = lotteryGame('XSMB')!.limits;
    const perBet = Math.floor((maxStake * 950_000) / 1000);
    const fits = Math.floor(liabilityCap / perBet);
    expect(fits).toBeGreaterThan(0);
    for (let i = 0; i < fits; i++) {
      const member = await player(`cap_${i}`);
      expect(
        (
          await placeSlip(server, member.token, 'XSMB', [
            { playType: 'bacang', selection: ['777'], stake: maxStake },
          ])
        ).body.code,
      ).toBe(0);
    }
    const last = await player('cap_last');
    const before = await mainBalance(server, last.id);
    const over = await placeSlip(server, last.token, 'XSMB', [
      { playType: 'bacang', selection: ['777'], stake: maxStake },
    ]);
    expect(over.body.code).toBe(errors.LOTTERY_LIABILITY_CAP.code);
    expect(over.body.value).toEqual({ playType: 'bacang', number: '777' });
    expect(await mainBalance(server, last.id)).toBe(before);
    expect(
      (
        await placeSlip(server, last.token, 'XSMB', [
          { playType: 'bacang', selection: ['778'], stake: maxStake },
        ])
      ).body.code,
    ).toBe(0);
  });

  it('refuses a bet larger than the wallet, moving nothing', async () => {
    const member = await player('poor', 250);
    const answer = await placeSlip(server, member.token, 'SEA-F5', [
      { playType: 'oddeven', selection: ['odd'], stake: 200 },
      { playType: 'oddeven', selection: ['even'], stake: 200 },
    ]);
    expect(answer.body.code).toBe(errors.INSUFFICIENT_FUNDS.code);
    expect(await mainBalance(server, member.id)).toBe(250);
    const bets = await server.call(lottery.memberBets, {}, { token: member.token });
    expect(bets.body.value!.total).toBe(0);
  });

  it('refuses a selection the play does not take', async () => {
    const member = await player('bad_selection');
    for (const bet of [
      { playType: 'lo', selection: ['123'], stake: 100 },
      { playType: 'xien2', selection: ['12', '12'], stake: 100 },
      { playType: 'xien3', selection: ['12', '13'], stake: 100 },
      { playType: 'bigsmall', selection: ['big'], stake: 100 },
    ] as const) {
      const answer = await placeSlip(server, member.token, 'XSMB', [bet]);
      expect(answer.body.code).toBe(errors.INVALID_INPUT.code);
    }
    const sum = await placeSlip(server, member.token, 'SEA-F5', [
      { playType: 'sum', selection: ['28'], stake: 100 },
    ]);
    expect(sum.body.code).toBe(errors.INVALID_INPUT.code);
  });
});

describe('responsible gaming and free play', () => {
  it('refuses a member in a time-out', async () => {
    const member = await player('excluded');
    await server.ctx.db
      .insertInto('responsible_settings')
      .values({
        member_id: member.id,
        limits: JSON.stringify({ day: null, week: null, month: null }),
        exclusion_kind: 'time_out',
        excluded_until: new Date(server.clock.now() + 86_400_000),
        updated_at: at(server),
      } as never)
      .execute();
    const answer = await placeSlip(server, member.token, 'SEA-F5', [
      { playType: 'sum', selection: ['5'], stake: 100 },
    ]);
    // Its session is restricted (route() refuses before the bet's own check, SELF_EXCLUDED, is reached).
    expect(answer.body.code).toBe(errors.RG_RESTRICTED.code);
  });

  it('bets a free-play account’s demo balance', async () => {
    const member = await player('demo', 0);
    const db = server.ctx.db;
    await db.updateTable('members').set({ type: 4 }).where('id', '=', member.id).execute();
    const demo = await accountFor(db, member.id, 'player_demo', at(server));
    const seed = await accountFor(db, null, 'house_freeplay', at(server));
    const { transfer } = await import('../../../server/modules/ledger/transfer');
    await transfer(db, {
      idempotencyKey: `demo:${member.id}`,
      kind: 'seed',
      memo: 'demo',
      legs: [
        { accountId: seed, amountMinor: -5_000 },
        { accountId: demo, amountMinor: 5_000 },
      ],
      at: at(server),
    });
    const answer = await placeSlip(server, member.token, 'SEA-F5', [
      { playType: 'sum', selection: ['5'], stake: 1_000 },
    ]);
    expect(answer.body.code).toBe(0);
    const row = await db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('id', '=', demo)
      .executeTakeFirstOrThrow();
    expect(Number(row.balance_minor)).toBe(4_000);
  });
});
