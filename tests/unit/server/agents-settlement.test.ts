import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateBpOf } from '../../../server/modules/agents/contract-rules';
import { runSettlements } from '../../../server/modules/agents/scheduler';
import { agents, errors, funds } from '../../../src/core/contract';
import type { ContractTerms, IncomeLine } from '../../../src/core/contract/agents';
import { agentTree, newMember, PAY_PASSWORD, playRound, signIn, useSingleWallet } from './agents-fixtures';
import { startServer, type TestServer } from './harness';
import { ledgerSum, mainBalance } from './payments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await useSingleWallet(server);
});
afterAll(() => server.close());

const at = (iso: string) => new Date(iso);
/** Moves the test clock forward to a moment (never back). */
function clockTo(iso: string): void {
  const target = Date.parse(iso);
  const current = server.clock.now();
  if (target < current) throw new Error(`the clock is already at ${new Date(current).toISOString()}`);
  server.clock.advance(target - current);
}

/** An accepted contract from the house (how the top agents of a brand hold theirs). */
async function houseContract(memberId: number, terms: ContractTerms): Promise<number> {
  const now = new Date(server.clock.now());
  const row = await server.ctx.db
    .insertInto('agent_contracts')
    .values({
      kind: terms.kind,
      from_member_id: null,
      to_member_id: memberId,
      terms: JSON.stringify(terms),
      rate_bp: rateBpOf(terms),
      status: 'accepted',
      terminate_lower: false,
      offered_at: now,
      decided_at: now,
      accepted_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const decisionOf = {
  dividend: agents.processDividend,
  dailySalary: agents.processDailySalary,
  hourlySalary: agents.processHourlySalary,
  realtimeSalary: agents.processRealtimeSalary,
} as const;

/** The agent offers the terms to its direct child, which accepts them. */
async function grant(agentToken: string, child: { id: number; username: string }, terms: ContractTerms) {
  const offered = await server.call(
    agents.offerContract,
    { memberId: child.id, terms },
    { token: agentToken },
  );
  expect(offered.body.code, JSON.stringify(offered.body)).toBe(0);
  const accepted = await server.call(
    decisionOf[terms.kind],
    { contractId: offered.body.value!.id, accept: true },
    { token: await signIn(server, child.username) },
  );
  expect(accepted.body.value?.contract.status).toBe('accepted');
  return accepted.body.value!.contract.id;
}

async function settlementsOf(memberId: number) {
  return server.ctx.db
    .selectFrom('settlements')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('period_start')
    .orderBy('id')
    .execute();
}

async function roundsOf(settlementId: number): Promise<number[]> {
  const rows = await server.ctx.db
    .selectFrom('settlement_rounds')
    .select('round_id')
    .where('settlement_id', '=', settlementId)
    .orderBy('round_id')
    .execute();
  return rows.map((row) => row.round_id);
}

async function incomeBalanceOf(memberId: number): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'agent_income')
    .executeTakeFirst();
  return Number(row?.balance_minor ?? 0);
}

const ids = (rounds: { id: number }[]) => rounds.map((round) => round.id).sort((a, b) => a - b);

describe('daily salary', () => {
  // Clock: Wednesday 2025-01-15 08:00 UTC.
  let agent: { id: number; token: string };
  let big: { id: number; username: string };
  let sub: { id: number; username: string; token: string };
  let sm1: { id: number };
  let member1: { id: number };
  let daySettlement: { agent: number; big: number; sub: number };
  const bigRounds: { id: number }[] = [];
  const sm1Rounds: { id: number }[] = [];
  const member1Rounds: { id: number }[] = [];

  beforeAll(async () => {
    const tree = await agentTree(server, 'ds');
    agent = tree.agent;
    sub = tree.sub;
    sm1 = tree.subMember1;
    member1 = tree.member1;
    big = await newMember(server, 'dsbig', { uplineId: agent.id, balance: 2_000_000 });
    await houseContract(agent.id, { kind: 'dailySalary', rate: 150, activeMembers: 1, dailyBetAmount: 0 });
    await grant(agent.token, big, { kind: 'dailySalary', rate: 100, activeMembers: 1, dailyBetAmount: 0 });
    await grant(agent.token, sub, { kind: 'dailySalary', rate: 120, activeMembers: 1, dailyBetAmount: 0 });

    // 10,000.00 of valid bet by the member holding 1.00%, the last round just before midnight.
    bigRounds.push(await playRound(server, big.id, { stake: 600_000, at: at('2025-01-15T09:00:00Z') }));
    bigRounds.push(
      await playRound(server, big.id, {
        stake: 400_000,
        payout: 900_000,
        at: at('2025-01-15T23:59:59.999Z'),
      }),
    );
    // The sub-agent's member (no contract of its own): 177.77.
    sm1Rounds.push(
      await playRound(server, sm1.id, { stake: 10_000, payout: 5_000, at: at('2025-01-15T12:00:00Z') }),
    );
    sm1Rounds.push(await playRound(server, sm1.id, { stake: 7_777, at: at('2025-01-15T12:30:00Z') }));
    // The agent's plain member: 33.33, plus an open round and a refunded one that never count.
    member1Rounds.push(await playRound(server, member1.id, { stake: 3_333, at: at('2025-01-15T13:00:00Z') }));
    await playRound(server, member1.id, { stake: 1_000, open: true, at: at('2025-01-15T14:00:00Z') });
    // Midnight belongs to the next day.
    await playRound(server, big.id, { stake: 50_000, at: at('2025-01-16T00:00:00Z') });
  });

  it('pays nothing before the day closes', async () => {
    clockTo('2025-01-15T23:00:00Z');
    await runSettlements(server.ctx);
    expect(await settlementsOf(big.id)).toEqual([]);
  });

  it('pays each holder its level difference of the day’s valid bet, equal to a hand computation', async () => {
    clockTo('2025-01-16T00:05:00Z');
    const ledgerBefore = await ledgerSum(server);
    await runSettlements(server.ctx);

    const [bigDay] = await settlementsOf(big.id);
    // 1.00% of 10,000.00 = 100.00
    expect(bigDay).toMatchObject({
      kind: 'dailySalary',
      amount_minor: 10_000,
      rounds_count: 2,
      period_start: at('2025-01-15T00:00:00Z'),
      period_end: at('2025-01-16T00:00:00Z'),
    });
    expect(await roundsOf(bigDay!.id)).toEqual(ids(bigRounds));

    const [subDay] = await settlementsOf(sub.id);
    // 1.20% of 177.77 = 2.13324 -> 2.13
    expect(subDay).toMatchObject({ amount_minor: 213, rounds_count: 2 });
    expect(await roundsOf(subDay!.id)).toEqual(ids(sm1Rounds));

    const [agentDay] = await settlementsOf(agent.id);
    // (1.50 - 1.00)% of 10,000.00 + (1.50 - 1.20)% of 177.77 + 1.50% of 33.33
    //  = 50.00 + 0.53331 + 0.49995 = 51.03326 -> 51.03
    expect(agentDay).toMatchObject({ amount_minor: 5_103, rounds_count: 5 });
    expect(await roundsOf(agentDay!.id)).toEqual(ids([...bigRounds, ...sm1Rounds, ...member1Rounds]));
    daySettlement = { agent: agentDay!.id, big: bigDay!.id, sub: subDay!.id };

    expect(await incomeBalanceOf(big.id)).toBe(10_000);
    expect(await incomeBalanceOf(sub.id)).toBe(213);
    expect(await incomeBalanceOf(agent.id)).toBe(5_103);
    // Each payout is one ledger transfer from the house's commissions under its period key.
    const transfer = await server.ctx.db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('id', '=', agentDay!.transfer_id!)
      .executeTakeFirstOrThrow();
    expect(transfer).toMatchObject({
      kind: 'daily_salary',
      idempotency_key: `settle:${agentDay!.contract_id}:2025-01-15T00:00:00.000Z`,
    });
    expect(await ledgerSum(server)).toBe(ledgerBefore);
    expect(ledgerBefore).toBe(0);
  });

  it('pays once however often it runs', async () => {
    const before = await server.ctx.db.selectFrom('settlements').select('id').execute();
    const totals = await runSettlements(server.ctx);
    expect(totals).toMatchObject({ periods: 0, paid: 0, amountMinor: 0 });
    // Two runs at once: one waits for the other, and neither pays again.
    const [first, second] = await Promise.all([runSettlements(server.ctx), runSettlements(server.ctx)]);
    expect(first.periods + second.periods).toBe(0);
    expect(await server.ctx.db.selectFrom('settlements').select('id').execute()).toEqual(before);
    expect(await incomeBalanceOf(agent.id)).toBe(5_103);
    expect(await ledgerSum(server)).toBe(0);
  });

  it('lists exactly a settlement’s rounds to its own holder only', async () => {
    const drill = await server.call(
      agents.incomeRounds,
      { incomeId: daySettlement.agent, pageSize: 100 },
      { token: await signIn(server, 'dsagent') },
    );
    expect(drill.body.value!.total).toBe(5);
    expect(drill.body.value!.rows.map((row) => row.roundId).sort((a, b) => a - b)).toEqual(
      ids([...bigRounds, ...sm1Rounds, ...member1Rounds]),
    );
    expect(drill.body.value!.rows.find((row) => row.roundId === bigRounds[1]!.id)).toMatchObject({
      account: 'dsbig',
      stake: 400_000,
      validBet: 400_000,
      payout: 900_000,
      winLoss: 500_000,
      status: 'settled',
    });
    const paged = await server.call(
      agents.incomeRounds,
      { incomeId: daySettlement.agent, page: 2, pageSize: 2 },
      { token: await signIn(server, 'dsagent') },
    );
    expect(paged.body.value!.rows).toHaveLength(2);

    // The member's own settlement is not the agent's to open, and the other way round.
    const foreign = await server.call(
      agents.incomeRounds,
      { incomeId: daySettlement.big },
      { token: await signIn(server, 'dsagent') },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(errors.NOT_FOUND.code);
    const bigToken = await signIn(server, big.username);
    const own = await server.call(agents.incomeRounds, { incomeId: daySettlement.big }, { token: bigToken });
    expect(own.body.value!.rows.map((row) => row.roundId).sort((a, b) => a - b)).toEqual(ids(bigRounds));
    expect(
      (await server.call(agents.incomeRounds, { incomeId: daySettlement.agent }, { token: bigToken })).body
        .code,
    ).toBe(errors.NOT_FOUND.code);
  });

  it('shows the settlement in my income with how it was computed, in the caller’s language', async () => {
    const mine = await server.call(
      agents.income,
      { startDate: '2025-01-15', endDate: '2025-01-16' },
      { token: await signIn(server, 'dsagent') },
    );
    expect(mine.body.value).toMatchObject({ incomeBalance: 5_103, totalEarned: 5_103, total: 1 });
    expect(mine.body.value!.rows[0]).toMatchObject({
      id: daySettlement.agent,
      kind: 'dailySalary',
      amount: 5_103,
      periodStart: '2025-01-15T00:00:00.000Z',
      periodEnd: '2025-01-16T00:00:00.000Z',
      rounds: 5,
      basis: '1.50% of 33.33 valid bet + 0.50% of 10,000.00 valid bet + 0.30% of 177.77 valid bet',
    });
    const spanish = await server.call(
      agents.income,
      { startDate: '2025-01-15', endDate: '2025-01-16' },
      { token: await signIn(server, big.username), headers: { Language: 'es' } },
    );
    expect(spanish.body.value!.rows[0]!.basis).toBe('1,00\u00a0% de 10,000.00 de apuesta válida');
    // Another kind, or a range before the payment, lists nothing.
    const hourly = await server.call(
      agents.income,
      { startDate: '2025-01-15', endDate: '2025-01-16', kind: 'hourlySalary' },
      { token: await signIn(server, 'dsagent') },
    );
    expect(hourly.body.value!.total).toBe(0);
    const before = await server.call(
      agents.income,
      { startDate: '2025-01-14', endDate: '2025-01-15' },
      { token: await signIn(server, 'dsagent') },
    );
    expect(before.body.value).toMatchObject({ total: 0, incomeBalance: 5_103 });
  });

  it('settles the next day from its own rounds; a day without team rounds is recorded at zero', async () => {
    clockTo('2025-01-17T00:01:00Z');
    const run = await server.app.inject({ method: 'POST', url: '/dev/settlements/run' });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ paid: 2, amountMinor: 500 + 250 });

    const [, bigNext] = await settlementsOf(big.id);
    expect(bigNext).toMatchObject({ amount_minor: 500, period_start: at('2025-01-16T00:00:00Z') });
    const [, subNext] = await settlementsOf(sub.id);
    expect(subNext).toMatchObject({ amount_minor: 0, rounds_count: 0, transfer_id: null });
    expect(await roundsOf(subNext!.id)).toEqual([]);
    // The quiet day is traceable in the database but does not clutter the income list.
    const subIncome = await server.call(
      agents.income,
      { startDate: '2025-01-15', endDate: '2025-01-17' },
      { token: await signIn(server, 'dssub') },
    );
    expect(subIncome.body.value!.rows.map((row) => row.amount)).toEqual([213]);
    expect(await ledgerSum(server)).toBe(0);
  });

  it('pays the income out to the main wallet with the payment password, once per request', async () => {
    clockTo('2025-01-17T00:30:00Z');
    await server.call(
      funds.setPaymentPassword,
      { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD },
      { token: await signIn(server, 'dsagent') },
    );
    const wrong = await server.call(
      agents.incomePayout,
      { amount: 1_000, paymentPassword: 'Wrong999' },
      { token: await signIn(server, 'dsagent'), headers: { 'Idempotency-Key': randomUUID() } },
    );
    expect(wrong.body.code).toBe(errors.PAYMENT_PASSWORD_WRONG.code);
    const tooMuch = await server.call(
      agents.incomePayout,
      { amount: 5_354, paymentPassword: PAY_PASSWORD },
      { token: await signIn(server, 'dsagent'), headers: { 'Idempotency-Key': randomUUID() } },
    );
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe(errors.INSUFFICIENT_FUNDS.code);

    const mainBefore = await mainBalance(server, agent.id);
    const key = { 'Idempotency-Key': randomUUID() };
    const paid = await server.call(
      agents.incomePayout,
      { amount: 3_000, paymentPassword: PAY_PASSWORD },
      { token: await signIn(server, 'dsagent'), headers: key },
    );
    expect(paid.body.value).toEqual({ incomeBalance: 5_353 - 3_000, sumBalance: mainBefore + 3_000 });
    const replay = await server.call(
      agents.incomePayout,
      { amount: 3_000, paymentPassword: PAY_PASSWORD },
      { token: await signIn(server, 'dsagent'), headers: key },
    );
    expect(replay.body.value).toEqual(paid.body.value);
    expect(await mainBalance(server, agent.id)).toBe(mainBefore + 3_000);
    expect(await incomeBalanceOf(agent.id)).toBe(2_353);

    const lines = await server.call(
      agents.income,
      { startDate: '2025-01-15', endDate: '2025-01-17' },
      { token: await signIn(server, 'dsagent') },
    );
    expect(lines.body.value).toMatchObject({ incomeBalance: 2_353, totalEarned: 5_353, total: 3 });
    expect(lines.body.value!.rows[0]).toMatchObject({
      kind: 'payout',
      amount: -3_000,
      contractId: null,
      basis: 'Paid out to the main wallet',
    });
    const payouts = await server.call(
      agents.income,
      { startDate: '2025-01-15', endDate: '2025-01-17', kind: 'payout' },
      { token: await signIn(server, 'dsagent') },
    );
    expect(payouts.body.value!.rows.map((row: IncomeLine) => row.amount)).toEqual([-3_000]);
    expect(await ledgerSum(server)).toBe(0);
  });
});

describe('hourly salary', () => {
  it('pays the hour’s valid bet once it reaches the threshold, and records an unpaid hour with its reason', async () => {
    clockTo('2025-01-20T10:00:00Z');
    const tree = await agentTree(server, 'hs');
    const player = await newMember(server, 'hsp', { uplineId: tree.agent.id, balance: 200_000 });
    // A top agent without a contract of its own offers within the brand ceiling and earns nothing itself.
    await grant(tree.agent.token, player, { kind: 'hourlySalary', rate: 80, hourlyBetAmount: 100_000 });
    const short = await playRound(server, player.id, { stake: 60_000, at: at('2025-01-20T10:30:00Z') });
    const a = await playRound(server, player.id, { stake: 40_000, at: at('2025-01-20T11:00:00Z') });
    const b = await playRound(server, player.id, {
      stake: 60_000,
      payout: 100_000,
      at: at('2025-01-20T11:59:00Z'),
    });
    clockTo('2025-01-20T12:00:00Z');
    await runSettlements(server.ctx);

    const [ten, eleven] = await settlementsOf(player.id);
    expect(ten).toMatchObject({ amount_minor: 0, transfer_id: null, rounds_count: 1 });
    expect(await roundsOf(ten!.id)).toEqual([short.id]);
    // 0.80% of 1,000.00 = 8.00
    expect(eleven).toMatchObject({ amount_minor: 800, rounds_count: 2 });
    expect(await roundsOf(eleven!.id)).toEqual(ids([a, b]));
    expect(await settlementsOf(tree.agent.id)).toEqual([]);

    const income = await server.call(
      agents.income,
      { startDate: '2025-01-20', endDate: '2025-01-20' },
      { token: await signIn(server, player.username) },
    );
    expect(income.body.value!.rows.map((row) => [row.amount, row.basis])).toEqual([
      [800, '0.80% of 1,000.00 valid bet'],
      [0, "Not paid: the hour's valid bet 600.00 of 1,000.00 required · 0.80% of 600.00 valid bet"],
    ]);
  });
});

describe('real-time salary', () => {
  it('pays win and loss rates separately, every 5 minutes, on rounds from the single bet amount', async () => {
    clockTo('2025-01-21T08:00:00Z');
    const tree = await agentTree(server, 'rt');
    const player = await newMember(server, 'rtp', { uplineId: tree.agent.id, balance: 100_000 });
    await houseContract(tree.agent.id, {
      kind: 'realtimeSalary',
      winRate: 30,
      lossRate: 20,
      singleBetAmount: 0,
    });
    await grant(tree.agent.token, player, {
      kind: 'realtimeSalary',
      winRate: 20,
      lossRate: 5,
      singleBetAmount: 1_000,
    });
    const won = await playRound(server, player.id, {
      stake: 10_000,
      payout: 25_000,
      at: at('2025-01-21T08:01:00Z'),
    });
    const lost = await playRound(server, player.id, { stake: 10_000, at: at('2025-01-21T08:02:00Z') });
    await playRound(server, player.id, { stake: 10_000, payout: 10_000, at: at('2025-01-21T08:03:00Z') });
    const small = await playRound(server, player.id, { stake: 500, at: at('2025-01-21T08:04:59Z') });
    const next = await playRound(server, player.id, { stake: 2_000, at: at('2025-01-21T08:05:00Z') });
    clockTo('2025-01-21T08:06:00Z');
    await runSettlements(server.ctx);

    const playerWindows = await settlementsOf(player.id);
    expect(playerWindows).toHaveLength(1);
    // 0.20% of 100.00 won + 0.05% of 100.00 lost = 0.20 + 0.05
    expect(playerWindows[0]).toMatchObject({
      amount_minor: 25,
      period_start: at('2025-01-21T08:00:00Z'),
      period_end: at('2025-01-21T08:05:00Z'),
    });
    expect(await roundsOf(playerWindows[0]!.id)).toEqual(ids([won, lost]));
    // (0.30 - 0.20)% of 100.00 won + (0.20 - 0.05)% of (100.00 + 5.00) lost = 0.10 + 0.1575 -> 0.25
    const [agentWindow] = await settlementsOf(tree.agent.id);
    expect(agentWindow).toMatchObject({ amount_minor: 25, rounds_count: 3 });
    expect(await roundsOf(agentWindow!.id)).toEqual(ids([won, lost, small]));

    clockTo('2025-01-21T08:10:00Z');
    await runSettlements(server.ctx);
    const [, second] = await settlementsOf(player.id);
    // 0.05% of 20.00 = 0.01
    expect(second).toMatchObject({ amount_minor: 1, period_start: at('2025-01-21T08:05:00Z') });
    expect(await roundsOf(second!.id)).toEqual([next.id]);
  });
});

describe('dividend', () => {
  it('pays the level difference of the team’s net loss over the week, Monday to Sunday', async () => {
    // Wednesday 2025-01-22; the week runs from Monday 20th to Monday 27th.
    clockTo('2025-01-22T08:00:00Z');
    const tree = await agentTree(server, 'dv');
    const player = await newMember(server, 'dvp', { uplineId: tree.agent.id, balance: 200_000 });
    const weekly = (rate: number, extra: object = {}) =>
      ({
        kind: 'dividend',
        periodType: 'weekly',
        rate,
        activeMembers: 1,
        periodValidBet: 0,
        periodProfitLoss: 0,
        ...extra,
      }) as const;
    await houseContract(tree.agent.id, weekly(2000));
    await grant(tree.agent.token, player, weekly(1000));
    await grant(tree.agent.token, tree.sub, weekly(1500, { periodProfitLoss: 1_000_000 }));

    // Before the acceptance but inside the week: the contract in force at the week's end pays it all.
    const monday = await playRound(server, player.id, { stake: 10_000, at: at('2025-01-20T00:00:00Z') });
    const lost = await playRound(server, player.id, { stake: 100_000, at: at('2025-01-22T09:00:00Z') });
    const wonBack = await playRound(server, player.id, {
      stake: 20_000,
      payout: 50_000,
      at: at('2025-01-26T23:59:59Z'),
    });
    await playRound(server, player.id, { stake: 5_000, at: at('2025-01-27T00:00:00Z') });
    const subLoss = await playRound(server, tree.subMember1.id, {
      stake: 40_000,
      at: at('2025-01-23T10:00:00Z'),
    });

    clockTo('2025-01-26T23:00:00Z');
    await runSettlements(server.ctx);
    expect(await settlementsOf(player.id)).toEqual([]);

    clockTo('2025-01-27T00:01:00Z');
    await runSettlements(server.ctx);
    const [playerWeek] = await settlementsOf(player.id);
    // 10% of (100.00 + 1,000.00 - 300.00) = 80.00
    expect(playerWeek).toMatchObject({
      amount_minor: 8_000,
      period_start: at('2025-01-20T00:00:00Z'),
      period_end: at('2025-01-27T00:00:00Z'),
    });
    expect(await roundsOf(playerWeek!.id)).toEqual(ids([monday, lost, wonBack]));
    // The sub-agent's team lost 400.00, short of its 10,000.00 threshold: nothing, with the reason.
    const [subWeek] = await settlementsOf(tree.sub.id);
    expect(subWeek).toMatchObject({ amount_minor: 0, transfer_id: null });
    // The agent: (20 - 10)% of 800.00 + (20 - 15)% of 400.00 = 80.00 + 20.00; the sub-agent's rate
    // counts below even though its threshold kept it unpaid.
    const [agentWeek] = await settlementsOf(tree.agent.id);
    expect(agentWeek).toMatchObject({ amount_minor: 10_000 });
    expect(await roundsOf(agentWeek!.id)).toEqual(ids([monday, lost, wonBack, subLoss]));

    const subIncome = await server.call(
      agents.income,
      { startDate: '2025-01-27', endDate: '2025-01-27' },
      { token: await signIn(server, tree.sub.username) },
    );
    expect(subIncome.body.value!.rows[0]!.basis).toBe(
      'Not paid: team net loss 400.00 of 10,000.00 required · 15.00% of 400.00 team net loss',
    );
    expect(await ledgerSum(server)).toBe(0);
  });

  it('pays nothing when the team won', async () => {
    const tree = await agentTree(server, 'dw');
    await houseContract(tree.agent.id, {
      kind: 'dividend',
      periodType: 'daily',
      rate: 1000,
      activeMembers: 0,
      periodValidBet: 0,
      periodProfitLoss: 0,
    });
    await playRound(server, tree.member1.id, {
      stake: 10_000,
      payout: 30_000,
      at: at('2025-01-27T05:00:00Z'),
    });
    await playRound(server, tree.member1.id, { stake: 5_000, at: at('2025-01-27T06:00:00Z') });
    clockTo('2025-01-28T00:00:00Z');
    await runSettlements(server.ctx);
    const [day] = await settlementsOf(tree.agent.id);
    expect(day).toMatchObject({ amount_minor: 0, rounds_count: 2, transfer_id: null });
    expect(JSON.parse(day!.basis)).toMatchObject({ unmet: { rule: 'teamLoss', actual: -15_000 } });
  });
});

describe('a contract replaced within a period', () => {
  it('leaves the period to the contract in force when it ends, so the member is paid once', async () => {
    clockTo('2025-01-28T08:00:00Z');
    const tree = await agentTree(server, 'rp');
    await houseContract(tree.agent.id, {
      kind: 'dailySalary',
      rate: 150,
      activeMembers: 0,
      dailyBetAmount: 0,
    });
    const first = await grant(tree.agent.token, tree.member1, {
      kind: 'dailySalary',
      rate: 100,
      activeMembers: 0,
      dailyBetAmount: 0,
    });
    await playRound(server, tree.member1.id, { stake: 50_000, at: at('2025-01-28T09:00:00Z') });
    clockTo('2025-01-28T15:00:00Z');
    const second = await grant(tree.agent.token, tree.member1, {
      kind: 'dailySalary',
      rate: 80,
      activeMembers: 0,
      dailyBetAmount: 0,
    });
    await playRound(server, tree.member1.id, { stake: 50_000, at: at('2025-01-28T16:00:00Z') });
    clockTo('2025-01-29T00:00:00Z');
    await runSettlements(server.ctx);

    const paid = await settlementsOf(tree.member1.id);
    expect(paid.map((row) => [row.contract_id, row.amount_minor])).toEqual([[second, 800]]);
    expect(paid.some((row) => row.contract_id === first)).toBe(false);
    // (1.50 - 0.80)% of 1,000.00
    expect((await settlementsOf(tree.agent.id)).map((row) => row.amount_minor)).toEqual([700]);
    // The replaced contract is finished: later runs no longer look at it.
    const replaced = await server.ctx.db
      .selectFrom('agent_contracts')
      .select(['status', 'ended_at', 'settled_until'])
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(replaced).toEqual({
      status: 'replaced',
      ended_at: at('2025-01-28T15:00:00Z'),
      settled_until: at('2025-01-28T15:00:00Z'),
    });
  });
});

describe('the scheduler', () => {
  it('starts with the server and settles on its minute timer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const live = await startServer({ scheduledJobs: true });
      try {
        const settled = async () =>
          (await live.ctx.db.selectFrom('settlements').select('id').execute()).length;
        // demo_agent's house contracts were accepted at start; an hour later their periods are due.
        live.clock.advance(3_600_000);
        vi.advanceTimersByTime(59_000);
        expect(await settled()).toBe(0);
        vi.advanceTimersByTime(1_000);
        await vi.waitFor(async () => expect(await settled()).toBeGreaterThan(0), {
          timeout: 20_000,
          interval: 50,
        });
      } finally {
        await live.close();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('settles every minute on the server clock, and stopping waits for the run under way', async () => {
    const tree = await agentTree(server, 'sc');
    await houseContract(tree.agent.id, { kind: 'hourlySalary', rate: 100, hourlyBetAmount: 0 });
    await playRound(server, tree.member1.id, { stake: 10_000, at: new Date(server.clock.now() + 60_000) });
    server.clock.advance(3_600_000);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      server.ctx.scheduler.start();
      expect(await settlementsOf(tree.agent.id)).toEqual([]);
      vi.advanceTimersByTime(60_000);
      await server.ctx.scheduler.stop();
      expect((await settlementsOf(tree.agent.id)).map((row) => row.amount_minor)).toEqual([100]);
    } finally {
      vi.useRealTimers();
    }
  });
});
