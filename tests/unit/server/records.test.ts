import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor } from '../../../server/modules/ledger/accounts';
import { transfer } from '../../../server/modules/ledger/transfer';
import { errors, records } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';
import { fund, type Player, player } from './member-centre-fixtures';

let server: TestServer;
let ann: Player;
let ben: Player;

async function vendor(code: string, name: string, gameType: string, accountTypeId: number) {
  await server.ctx.db
    .insertInto('vendors')
    .values({
      code,
      display_name: name,
      game_type: gameType,
      account_type_id: accountTypeId,
      vassalage: code,
      wallet_code: code,
      sort: accountTypeId,
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}

let roundNo = 0;
async function round(
  who: Player,
  values: {
    vendor: string;
    gameType: string;
    stake: number;
    payout: number;
    status: 'open' | 'settled' | 'refunded';
    at: string;
  },
) {
  roundNo += 1;
  await server.ctx.db
    .insertInto('rounds')
    .values({
      vendor_code: values.vendor,
      round_ref: `r-${roundNo}`,
      member_id: who.id,
      game_code: `${values.vendor}-game`,
      game_type: values.gameType,
      account_id: who.mainAccount,
      stake_minor: values.stake,
      payout_minor: values.payout,
      status: values.status,
      started_at: new Date(values.at),
      settled_at: values.status === 'open' ? null : new Date(values.at),
    })
    .execute();
}

beforeAll(async () => {
  server = await startServer();
  ann = await player(server, 'records_ann');
  ben = await player(server, 'records_ben');
  await vendor('TSTSLOT', 'Test Slots', 'RNG', 9901);
  await vendor('TSTLIVE', 'Test Live', 'LIVE', 9902);
  // Mon 2025-01-06 .. Fri 2025-01-17
  await round(ann, {
    vendor: 'TSTSLOT',
    gameType: 'RNG',
    stake: 1000,
    payout: 2500,
    status: 'settled',
    at: '2025-01-06T10:00:00Z',
  });
  await round(ann, {
    vendor: 'TSTSLOT',
    gameType: 'RNG',
    stake: 2000,
    payout: 0,
    status: 'settled',
    at: '2025-01-07T10:00:00Z',
  });
  await round(ann, {
    vendor: 'TSTLIVE',
    gameType: 'LIVE',
    stake: 5000,
    payout: 4000,
    status: 'settled',
    at: '2025-01-14T10:00:00Z',
  });
  await round(ann, {
    vendor: 'TSTLIVE',
    gameType: 'LIVE',
    stake: 700,
    payout: 0,
    status: 'open',
    at: '2025-01-16T10:00:00Z',
  });
  await round(ann, {
    vendor: 'TSTSLOT',
    gameType: 'RNG',
    stake: 300,
    payout: 0,
    status: 'refunded',
    at: '2025-01-17T10:00:00Z',
  });
  await round(ben, {
    vendor: 'TSTSLOT',
    gameType: 'RNG',
    stake: 99_000,
    payout: 0,
    status: 'settled',
    at: '2025-01-08T10:00:00Z',
  });
});
afterAll(() => server.close());

const january = { startDate: '2025-01-01', endDate: '2025-01-31' };

describe('betting record', () => {
  it("lists the member's rounds newest first with totals of settled play", async () => {
    const answer = await server.call(records.bettingRecord, january, {
      token: ann.token,
    });
    const page = answer.body.value!;
    expect(page.total).toBe(5);
    expect(page.list.map((row) => row.status)).toEqual(['refunded', 'open', 'settled', 'settled', 'settled']);
    expect(page.list[2]).toMatchObject({
      vendor: 'TSTLIVE',
      vendorName: 'Test Live',
      stake: 5000,
      validBet: 5000,
      payout: 4000,
      winLoss: -1000,
    });
    expect(page.list[0]).toMatchObject({ validBet: 0, winLoss: 0 });
    expect(page.totals).toEqual({ rounds: 5, stake: 9000, validBet: 8000, payout: 6500, winLoss: -1500 });
  });

  it('filters by vendor, game type, status and dates, and pages', async () => {
    const call = (input: Record<string, unknown>) =>
      server
        .call(records.bettingRecord, { ...january, ...input }, { token: ann.token })
        .then((answer) => answer.body.value!);
    expect((await call({ vendor: 'TSTSLOT' })).total).toBe(3);
    expect((await call({ gameType: 'LIVE' })).total).toBe(2);
    expect((await call({ status: 'settled' })).totals.validBet).toBe(8000);
    expect((await call({ startDate: '2025-01-07', endDate: '2025-01-14' })).total).toBe(2);
    const second = await call({ page: 2, pageSize: 2 });
    expect(second.list).toHaveLength(2);
    expect(second.total).toBe(5);
    expect(second.list[0]!.stake).toBe(5000);
    expect((await call({ page: 9, pageSize: 2 })).list).toHaveLength(0);
  });

  it("never shows another member's rounds", async () => {
    const answer = await server.call(records.bettingRecord, january, {
      token: ben.token,
    });
    expect(answer.body.value!.total).toBe(1);
    expect(answer.body.value!.list[0]!.stake).toBe(99_000);
  });

  it('refuses bad dates, reversed or over-long ranges, unknown statuses and anonymous calls', async () => {
    const bad = [
      { startDate: '2025-13-01', endDate: '2025-01-31' },
      { startDate: '2025-02-30', endDate: '2025-03-01' },
      { startDate: '2025-01-31', endDate: '2025-01-01' },
      { startDate: '2023-01-01', endDate: '2025-01-31' },
      { ...january, status: 'won' },
      { ...january, pageSize: 1000 },
    ];
    for (const input of bad) {
      const answer = await server.call(records.bettingRecord, input, { token: ann.token });
      expect(answer.body.code, JSON.stringify(input)).toBe(errors.INVALID_INPUT.code);
    }
    const anonymous = await server.call(records.bettingRecord, january);
    expect(anonymous.body.code).toBe(errors.NOT_LOGGED_IN.code);
  });
});

describe('account record', () => {
  it('shows ledger entries newest first with the running balance, filtered by type and date', async () => {
    const cleo = await player(server, 'records_cleo');
    server.clock.advance(1000);
    await fund(server, cleo.mainAccount, 10_000, 'deposit');
    server.clock.advance(1000);
    await fund(server, cleo.mainAccount, 2_500, 'bonus');
    server.clock.advance(1000);
    const at = new Date(server.clock.now());
    const vendorWallet = await accountFor(server.ctx.db, cleo.id, 'player_vendor:TSTSLOT', at);
    await transfer(server.ctx.db, {
      idempotencyKey: 'records-cleo-move',
      kind: 'wallet_transfer',
      memo: 'main to TSTSLOT',
      legs: [
        { accountId: cleo.mainAccount, amountMinor: -4000 },
        { accountId: vendorWallet, amountMinor: 4000 },
      ],
      at,
    });
    const day = new Date(server.clock.now()).toISOString().slice(0, 10);
    const range = { startDate: day, endDate: day };
    const all = await server.call(records.accountRecord, range, {
      token: cleo.token,
    });
    const page = all.body.value!;
    expect(page.total).toBe(4);
    expect(page.types).toEqual(['bonus', 'deposit', 'wallet_transfer']);
    expect(page.list.map((row) => [row.type, row.wallet, row.amount, row.balance])).toEqual([
      ['wallet_transfer', 'TSTSLOT', 4000, 4000],
      ['wallet_transfer', 'main', -4000, 8500],
      ['bonus', 'main', 2500, 12_500],
      ['deposit', 'main', 10_000, 10_000],
    ]);
    const bonuses = await server.call(
      records.accountRecord,
      { ...range, type: 'bonus' },
      { token: cleo.token },
    );
    expect(bonuses.body.value!.list.map((row) => row.balance)).toEqual([12_500]);
    const paged = await server.call(
      records.accountRecord,
      { ...range, page: 2, pageSize: 3 },
      { token: cleo.token },
    );
    expect(paged.body.value!.list.map((row) => row.type)).toEqual(['deposit']);
    const beyond = await server.call(
      records.accountRecord,
      { ...range, page: 5, pageSize: 3 },
      { token: cleo.token },
    );
    expect(beyond.body.value).toMatchObject({ list: [], total: 4 });
    const earlier = await server.call(
      records.accountRecord,
      { startDate: '2024-01-01', endDate: '2024-01-31' },
      { token: cleo.token },
    );
    expect(earlier.body.value!.total).toBe(0);
    // Another member sees none of it.
    const other = await server.call(records.accountRecord, range, {
      token: ben.token,
    });
    expect(other.body.value!.list.every((row) => row.memo !== 'main to TSTSLOT')).toBe(true);
    expect(other.body.value!.total).toBe(0);
  });
});

describe('personal profit and loss', () => {
  const report = (period: string) =>
    server
      .call(records.profitLoss, { ...january, period }, { token: ann.token })
      .then((answer) => answer.body.value!);

  it('sums settled rounds per day, week, half month and month, and per vendor', async () => {
    const daily = await report('daily');
    expect(daily.periods.map((line) => [line.periodStart, line.winLoss])).toEqual([
      ['2025-01-06', 1500],
      ['2025-01-07', -2000],
      ['2025-01-14', -1000],
    ]);
    expect(daily.total).toEqual({ validBet: 8000, payout: 6500, winLoss: -1500, rounds: 3 });
    const weekly = await report('weekly');
    expect(weekly.periods.map((line) => [line.periodStart, line.periodEnd, line.winLoss])).toEqual([
      ['2025-01-06', '2025-01-12', -500],
      ['2025-01-13', '2025-01-19', -1000],
    ]);
    const semimonthly = await report('semimonthly');
    expect(semimonthly.periods.map((line) => [line.periodStart, line.periodEnd, line.rounds])).toEqual([
      ['2025-01-01', '2025-01-15', 3],
    ]);
    const monthly = await report('monthly');
    expect(monthly.periods).toEqual([
      {
        periodStart: '2025-01-01',
        periodEnd: '2025-01-31',
        validBet: 8000,
        payout: 6500,
        winLoss: -1500,
        rounds: 3,
      },
    ]);
    expect(monthly.vendors.map((line) => [line.vendor, line.vendorName, line.winLoss])).toEqual([
      ['TSTLIVE', 'Test Live', -1000],
      ['TSTSLOT', 'Test Slots', -500],
    ]);
  });

  it('refuses an unknown period', async () => {
    const answer = await server.call(
      records.profitLoss,
      { ...january, period: 'yearly' },
      { token: ann.token },
    );
    expect(answer.body.code).toBe(errors.INVALID_INPUT.code);
  });
});
