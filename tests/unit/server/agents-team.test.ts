import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountKind, accountFor } from '../../../server/modules/ledger/accounts';
import { transfer } from '../../../server/modules/ledger/transfer';
import type { TransferKind } from '../../../server/modules/ledger/transfer-kinds';
import { payReward } from '../../../server/modules/promo/payout';
import { agents, errors, funds } from '../../../src/core/contract';
import {
  type AgentTree,
  agentTree,
  newMember,
  PAY_PASSWORD,
  playRound,
  TREE_FUNDS,
  useSingleWallet,
} from './agents-fixtures';
import { startServer, type TestServer } from './harness';
import { ledgerSum, mainBalance, once } from './payments-fixtures';

let server: TestServer;
let tree: AgentTree;
/** Another agent's tree: never part of `tree`'s reports. */
let other: AgentTree;

const day = (date: string, hour = 12) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);

beforeAll(async () => {
  server = await startServer();
  // The trees joined on 2025-03-01; the rounds below were played over the following days.
  server.clock.advance(day('2025-03-06', 10).getTime() - server.clock.now());
  await useSingleWallet(server);
  tree = await agentTree(server, 'rp', { at: day('2025-03-01', 9) });
  other = await agentTree(server, 'ot', { at: day('2025-03-01', 9) });
});
afterAll(() => server.close());

const call = <E extends Parameters<TestServer['call']>[0]>(
  endpoint: E,
  input: Record<string, unknown>,
  token: string,
  headers: Record<string, string> = {},
) => server.call(endpoint, input, { token, headers });

describe('team reports equal hand computations over the rounds played', () => {
  // Rounds: [member, day, stake, payout] — settled at noon UTC of the day.
  const plays: [keyof AgentTree, string, number, number][] = [
    ['member1', '2025-03-02', 10_000, 0],
    ['member1', '2025-03-02', 5_000, 12_000],
    ['member1', '2025-03-03', 2_000, 2_000],
    ['subMember1', '2025-03-03', 7_000, 0],
    ['subMember1', '2025-03-04', 3_000, 9_000],
    ['sub', '2025-03-04', 4_000, 1_000],
  ];

  beforeAll(async () => {
    for (const [who, date, stake, payout] of plays) {
      await playRound(server, tree[who].id, { stake, payout, at: day(date) });
    }
    // Outside the range, refunded, still open, and the other tree: none may count as settled play.
    await playRound(server, tree.member1.id, { stake: 1_000, payout: 500, at: day('2025-02-27') });
    await playRound(server, tree.member1.id, { stake: 800, open: true, at: day('2025-03-03', 15) });
    await playRound(server, other.member1.id, { stake: 9_999, payout: 0, at: day('2025-03-02') });
    // The agent's own rounds are not its team's.
    await playRound(server, tree.agent.id, { stake: 6_000, payout: 0, at: day('2025-03-02') });
    // Money in and out the way payments and promotions book it.
    await book('deposit', 'house_deposits', tree.member1.id, 'player_main', 50_000, day('2025-03-03', 8));
    await book('withdrawal', 'player_main', tree.member1.id, 'hold_withdrawal', 20_000, day('2025-03-04', 8));
    await payReward(server.ctx.db, {
      rewardKey: 'test-bonus-sm1',
      memberId: tree.subMember1.id,
      amountMinor: 1_500,
      memo: 'bonus',
      at: day('2025-03-04', 9),
    });
    await book('deposit', 'house_deposits', other.member1.id, 'player_main', 70_000, day('2025-03-03', 8));
  });

  /** One ledger transfer from a house (or the member's) account to the member's: how payments book money. */
  async function book(
    kind: TransferKind,
    fromKind: AccountKind,
    memberId: number,
    toKind: AccountKind,
    amount: number,
    at: Date,
  ) {
    const db = server.ctx.db;
    const owner = (accountKind: AccountKind) => (accountKind.startsWith('house') ? null : memberId);
    await transfer(db, {
      idempotencyKey: `test-${kind}-${memberId}-${at.toISOString()}`,
      kind,
      memo: kind,
      legs: [
        { accountId: await accountFor(db, owner(fromKind), fromKind, at), amountMinor: -amount },
        { accountId: await accountFor(db, owner(toKind), toKind, at), amountMinor: amount },
      ],
      at,
    });
  }

  const inRange = () => plays;
  const sum = (rows: typeof plays, pick: (row: (typeof plays)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);

  it('overview: tree shape, balance, settled play and a point per day', async () => {
    const answer = await call(
      agents.teamOverview,
      { startDate: '2025-03-01', endDate: '2025-03-05' },
      tree.agent.token,
    );
    expect(answer.body.code).toBe(0);
    const overview = answer.body.value!;
    const rows = inRange();
    const balanceNow =
      (await mainBalance(server, tree.sub.id)) +
      (await mainBalance(server, tree.member1.id)) +
      (await mainBalance(server, tree.member2.id)) +
      (await mainBalance(server, tree.subMember1.id)) +
      (await mainBalance(server, tree.subMember2.id));
    expect(overview).toMatchObject({
      teamSize: 5,
      directMembers: 3,
      subAgents: 1,
      newMembers: 5,
      activeMembers: 3,
      teamBalance: balanceNow,
      rounds: rows.length,
      validBet: sum(rows, (row) => row[2]),
      winLoss: sum(rows, (row) => row[3] - row[2]),
      deposits: 50_000,
      withdrawals: 20_000,
    });
    expect(overview.series.map((point) => [point.deposits, point.withdrawals])).toEqual([
      [0, 0],
      [0, 0],
      [50_000, 0],
      [0, 20_000],
      [0, 0],
    ]);
    expect(overview.series.map((point) => point.date)).toEqual([
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
    ]);
    for (const point of overview.series) {
      const ofDay = rows.filter((row) => row[1] === point.date);
      expect(point.validBet).toBe(sum(ofDay, (row) => row[2]));
      expect(point.winLoss).toBe(sum(ofDay, (row) => row[3] - row[2]));
      expect(point.activeMembers).toBe(new Set(ofDay.map((row) => row[0])).size);
    }
    expect(overview.series[0]!.newMembers).toBe(5);
    // Members registered in the range: the whole tree joined on 2025-03-01.
    const joined = await call(
      agents.teamOverview,
      { startDate: '2025-02-28', endDate: '2025-03-01' },
      tree.agent.token,
    );
    expect(joined.body.value!.newMembers).toBe(5);
    expect(joined.body.value!.series.map((point) => point.newMembers)).toEqual([0, 5]);
    expect(joined.body.value!.rounds).toBe(0);
  });

  it("a sub-agent's overview covers its own subtree only", async () => {
    const answer = await call(
      agents.teamOverview,
      { startDate: '2025-03-01', endDate: '2025-03-05' },
      tree.sub.token,
    );
    const rows = plays.filter((row) => row[0] === 'subMember1');
    expect(answer.body.value).toMatchObject({
      teamSize: 2,
      directMembers: 2,
      subAgents: 0,
      rounds: rows.length,
      validBet: sum(rows, (row) => row[2]),
      winLoss: sum(rows, (row) => row[3] - row[2]),
    });
  });

  it('team betting: newest first, paged, with totals and filters; open rounds have no valid bet', async () => {
    const answer = await call(
      agents.teamBets,
      { startDate: '2025-03-01', endDate: '2025-03-05', page: 1, pageSize: 4 },
      tree.agent.token,
    );
    const bets = answer.body.value!;
    expect(bets.total).toBe(plays.length + 1);
    expect(bets.totalPages).toBe(2);
    expect(bets.rows).toHaveLength(4);
    expect(bets.totals).toEqual({
      rounds: plays.length + 1,
      stake: sum(plays, (row) => row[2]) + 800,
      validBet: sum(plays, (row) => row[2]),
      payout: sum(plays, (row) => row[3]),
      winLoss: sum(plays, (row) => row[3] - row[2]),
    });
    const started = bets.rows.map((row) => row.startedAt);
    expect([...started].sort().reverse()).toEqual(started);
    expect(bets.rows[0]).toMatchObject({
      account: tree.sub.username,
      stake: 4_000,
      payout: 1_000,
      winLoss: -3_000,
    });

    const page2 = await call(
      agents.teamBets,
      { startDate: '2025-03-01', endDate: '2025-03-05', page: 2, pageSize: 4 },
      tree.agent.token,
    );
    const all = [...bets.rows, ...page2.body.value!.rows];
    expect(new Set(all.map((row) => row.roundId)).size).toBe(plays.length + 1);
    expect(
      all.every((row) => row.account !== other.member1.username && row.account !== tree.agent.username),
    ).toBe(true);
    const open = all.find((row) => row.status === 'open')!;
    expect(open).toMatchObject({ stake: 800, validBet: 0, payout: 0, winLoss: 0, settledAt: null });
    expect(open.gameCode).toBe('mahjong-ways');
    expect(open.gameName.length).toBeGreaterThan(0);

    const filtered = await call(
      agents.teamBets,
      {
        startDate: '2025-03-01',
        endDate: '2025-03-05',
        account: tree.subMember1.username.toUpperCase(),
        status: 'settled',
      },
      tree.agent.token,
    );
    const own = plays.filter((row) => row[0] === 'subMember1');
    expect(filtered.body.value!.rows.map((row) => row.account)).toEqual(
      own.map(() => tree.subMember1.username),
    );
    expect(filtered.body.value!.totals.winLoss).toBe(sum(own, (row) => row[3] - row[2]));

    const otherVendor = await call(
      agents.teamBets,
      { startDate: '2025-03-01', endDate: '2025-03-05', vendor: 'JILI' },
      tree.agent.token,
    );
    expect(otherVendor.body.value).toMatchObject({ total: 0, rows: [], totalPages: 0 });
  });

  it('user profit and loss: per descendant with activity, biggest valid bet first, with totals', async () => {
    const answer = await call(
      agents.teamProfit,
      { startDate: '2025-03-01', endDate: '2025-03-05' },
      tree.agent.token,
    );
    const profit = answer.body.value!;
    const expected = (['member1', 'subMember1', 'sub'] as const).map((who) => {
      const rows = plays.filter((row) => row[0] === who);
      return {
        memberId: tree[who].id,
        account: tree[who].username,
        level: who === 'subMember1' ? 2 : 1,
        rounds: rows.length,
        validBet: sum(rows, (row) => row[2]),
        payout: sum(rows, (row) => row[3]),
        winLoss: sum(rows, (row) => row[3] - row[2]),
        deposits: who === 'member1' ? 50_000 : 0,
        withdrawals: who === 'member1' ? 20_000 : 0,
        bonuses: who === 'subMember1' ? 1_500 : 0,
      };
    });
    expect(profit.rows).toEqual(expected.sort((a, b) => b.validBet - a.validBet));
    expect(profit.total).toBe(3);
    expect(profit.totals).toEqual({
      rounds: plays.length,
      validBet: sum(plays, (row) => row[2]),
      payout: sum(plays, (row) => row[3]),
      winLoss: sum(plays, (row) => row[3] - row[2]),
      deposits: 50_000,
      withdrawals: 20_000,
      bonuses: 1_500,
    });
    const past = await call(
      agents.teamProfit,
      { startDate: '2025-03-01', endDate: '2025-03-05', page: 9 },
      tree.agent.token,
    );
    expect(past.body.value).toMatchObject({ rows: [], total: 3, totals: profit.totals });
  });

  it('refuses a reversed range and one longer than 366 days', async () => {
    const reversed = await call(
      agents.teamOverview,
      { startDate: '2025-03-05', endDate: '2025-03-01' },
      tree.agent.token,
    );
    expect(reversed.body.code).toBe(errors.INVALID_INPUT.code);
    const long = await call(
      agents.teamBets,
      { startDate: '2024-01-01', endDate: '2025-03-01' },
      tree.agent.token,
    );
    expect(long.body.code).toBe(errors.INVALID_INPUT.code);
    const year = await call(
      agents.teamBets,
      { startDate: '2024-03-01', endDate: '2025-02-28' },
      tree.agent.token,
    );
    expect(year.body.code).toBe(0);
  });
});

describe('team management', () => {
  it('lists every descendant with level, upline, status and balance; searches, filters and sorts', async () => {
    const answer = await call(agents.teamMembers, { sort: 'account', pageSize: 100 }, tree.agent.token);
    const list = answer.body.value!;
    const names = [tree.member1, tree.member2, tree.sub, tree.subMember1, tree.subMember2].map(
      (m) => m.username,
    );
    expect(list.rows.map((row) => row.account)).toEqual([...names].sort());
    const sm1 = list.rows.find((row) => row.id === tree.subMember1.id)!;
    expect(sm1).toMatchObject({
      level: 2,
      uplineAccount: tree.sub.username,
      status: 'active',
      type: 0,
      balance: await mainBalance(server, tree.subMember1.id),
    });

    const direct = await call(agents.teamMembers, { directOnly: 'true', role: 'member' }, tree.agent.token);
    expect(direct.body.value!.rows.map((row) => row.id).sort()).toEqual(
      [tree.member1.id, tree.member2.id].sort(),
    );

    const agentsOnly = await call(agents.teamMembers, { role: 'agent' }, tree.agent.token);
    expect(agentsOnly.body.value!.rows.map((row) => row.id)).toEqual([tree.sub.id]);

    // Search is by part of the account, case-insensitive; % is taken literally.
    const search = await call(agents.teamMembers, { search: 'SM' }, tree.agent.token);
    expect(search.body.value!.rows.map((row) => row.id).sort()).toEqual(
      [tree.subMember1.id, tree.subMember2.id].sort(),
    );
    const wildcard = await call(agents.teamMembers, { search: '%' }, tree.agent.token);
    expect(wildcard.body.value!.total).toBe(0);
    const foreign = await call(agents.teamMembers, { search: 'ot' }, tree.agent.token);
    expect(foreign.body.value!.total).toBe(0);

    const byBalance = await call(
      agents.teamMembers,
      { sort: 'balance', pageSize: 2, page: 1 },
      tree.agent.token,
    );
    const balances = list.rows.map((row) => row.balance).sort((a, b) => b - a);
    expect(byBalance.body.value!.rows.map((row) => row.balance)).toEqual(balances.slice(0, 2));
    expect(byBalance.body.value).toMatchObject({ total: 5, totalPages: 3 });

    const past = await call(agents.teamMembers, { page: 4, pageSize: 2 }, tree.agent.token);
    expect(past.body.value).toMatchObject({ rows: [], total: 5, page: 4 });
  });

  it('shows a disabled descendant as disabled and filters by status', async () => {
    const off = await newMember(server, 'rpoff', { uplineId: tree.sub.id });
    await server.ctx.db.updateTable('members').set({ disabled: true }).where('id', '=', off.id).execute();
    const answer = await call(agents.teamMembers, { status: 'disabled' }, tree.agent.token);
    expect(answer.body.value!.rows.map((row) => [row.id, row.status, row.level])).toEqual([
      [off.id, 'disabled', 2],
    ]);
  });
});

describe('transfers to a direct downline', () => {
  beforeAll(async () => {
    await call(
      funds.setPaymentPassword,
      { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD },
      tree.agent.token,
    );
  });

  it('moves the amount once per key, from the agent main wallet to the child main wallet', async () => {
    const agentBefore = await mainBalance(server, tree.agent.id);
    const childBefore = await mainBalance(server, tree.member2.id);
    const key = once();
    const input = { memberId: tree.member2.id, amount: 25_000, paymentPassword: PAY_PASSWORD };
    const first = await call(agents.transferToDownline, input, tree.agent.token, key);
    expect(first.body.code).toBe(0);
    expect(first.body.value).toEqual({ sumBalance: agentBefore - 25_000, account: tree.member2.username });
    const replay = await call(agents.transferToDownline, input, tree.agent.token, key);
    expect(replay.body).toEqual(first.body);
    expect(await mainBalance(server, tree.agent.id)).toBe(agentBefore - 25_000);
    expect(await mainBalance(server, tree.member2.id)).toBe(childBefore + 25_000);
    expect(await ledgerSum(server)).toBe(0);

    // The agent's transaction details show it, with the child as counterparty.
    const today = new Date(server.clock.now()).toISOString().slice(0, 10);
    const lines = await call(
      agents.transactions,
      { startDate: today, endDate: today, kind: 'transfer_downline' },
      tree.agent.token,
    );
    expect(lines.body.value!.rows).toEqual([
      expect.objectContaining({
        kind: 'transfer_downline',
        wallet: 'main',
        amount: -25_000,
        balanceAfter: agentBefore - 25_000,
        counterparty: tree.member2.username,
      }),
    ]);
  });

  it('the same request sent five times at once moves the money once', async () => {
    const before = await mainBalance(server, tree.member1.id);
    const key = once();
    const input = { memberId: tree.member1.id, amount: 1_234, paymentPassword: PAY_PASSWORD };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(agents.transferToDownline, input, tree.agent.token, key)),
    );
    expect(answers.map((answer) => answer.body.code)).toEqual([0, 0, 0, 0, 0]);
    expect(await mainBalance(server, tree.member1.id)).toBe(before + 1_234);
    expect(await ledgerSum(server)).toBe(0);
  });

  it('refuses a wrong payment password, a grandchild, a stranger and too little money, moving nothing', async () => {
    const before = await mainBalance(server, tree.agent.id);
    const attempts: [Record<string, unknown>, number][] = [
      [
        { memberId: tree.member1.id, amount: 1_000, paymentPassword: 'Wrong123' },
        errors.PAYMENT_PASSWORD_WRONG.code,
      ],
      [
        { memberId: tree.subMember1.id, amount: 1_000, paymentPassword: PAY_PASSWORD },
        errors.NOT_DIRECT_DOWNLINE.code,
      ],
      [
        { memberId: other.member1.id, amount: 1_000, paymentPassword: PAY_PASSWORD },
        errors.NOT_IN_DOWNLINE.code,
      ],
      [{ memberId: 987_654, amount: 1_000, paymentPassword: PAY_PASSWORD }, errors.NOT_IN_DOWNLINE.code],
      [
        { memberId: tree.member1.id, amount: before + 1, paymentPassword: PAY_PASSWORD },
        errors.INSUFFICIENT_FUNDS.code,
      ],
    ];
    for (const [input, code] of attempts) {
      const answer = await call(agents.transferToDownline, input, tree.agent.token, once());
      expect(answer.body.code, JSON.stringify(input)).toBe(code);
    }
    expect(await mainBalance(server, tree.agent.id)).toBe(before);
    expect(await ledgerSum(server)).toBe(0);
  });

  it('an affiliate agent moves no money to its downline', async () => {
    const affiliate = await agentTree(server, 'af', { affiliate: true });
    await call(
      funds.setPaymentPassword,
      { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD },
      affiliate.agent.token,
    );
    const answer = await call(
      agents.transferToDownline,
      { memberId: affiliate.member1.id, amount: 1_000, paymentPassword: PAY_PASSWORD },
      affiliate.agent.token,
      once(),
    );
    expect(answer.body.code).toBe(errors.AFFILIATE_NO_TRANSFER.code);
    expect(await mainBalance(server, affiliate.member1.id)).toBe(TREE_FUNDS.member1);
  });
});

describe('transaction details', () => {
  it("lists the agent's own lines with running balances, paged, newest first", async () => {
    const today = new Date(server.clock.now()).toISOString().slice(0, 10);
    const answer = await call(
      agents.transactions,
      { startDate: '2025-02-01', endDate: today, pageSize: 100 },
      tree.agent.token,
    );
    const rows = answer.body.value!.rows;
    // Seed, its own lost round on 2025-03-02 and the two transfers of the tests above.
    expect(rows.map((row) => row.kind)).toEqual(['transfer_downline', 'transfer_downline', 'bet', 'seed']);
    expect(rows.map((row) => row.counterparty)).toEqual([
      tree.member1.username,
      tree.member2.username,
      null,
      null,
    ]);
    expect(rows[2]).toMatchObject({
      amount: -6_000,
      counterparty: null,
      balanceAfter: TREE_FUNDS.agent - 6_000,
    });
    expect(rows[0]!.balanceAfter).toBe(await mainBalance(server, tree.agent.id));
    const paged = await call(
      agents.transactions,
      { startDate: '2025-02-01', endDate: today, page: 2, pageSize: 2 },
      tree.agent.token,
    );
    expect(paged.body.value).toMatchObject({ total: 4, totalPages: 2, rows: [rows[2], rows[3]] });
  });
});
