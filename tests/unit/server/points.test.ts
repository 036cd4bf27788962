import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticOperatorConfig } from '../../../server/config/operator';
import { accountFor } from '../../../server/modules/ledger/accounts';
import { transfer } from '../../../server/modules/ledger/transfer';
import { errors, funds, points, records } from '../../../src/core/contract';
import { playRound, useSingleWallet } from './agents-fixtures';
import { startServer, type TestServer } from './harness';
import { newPlayer, PAY_PASSWORD } from './payments-fixtures';

let server: TestServer;
const REWARDS = [
  {
    code: 'cash-5',
    name: 'Cash 5.00',
    image: '/assets/rewards/cash-50.svg',
    cost: 3,
    stock: 100,
    kind: 'money' as const,
    moneyMinor: 500,
  },
  { code: 'mug', name: 'Mug', image: '', cost: 2, stock: 50, kind: 'goods' as const, moneyMinor: 0 },
  { code: 'last-one', name: 'Last one', image: '', cost: 1, stock: 1, kind: 'goods' as const, moneyMinor: 0 },
  {
    code: 'watch',
    name: { en: 'Smart watch', es: 'Reloj inteligente', ty: 'Montre connectée' },
    image: '',
    cost: 1,
    stock: 10,
    kind: 'goods' as const,
    moneyMinor: 0,
  },
];

beforeAll(async () => {
  server = await startServer({
    operator: staticOperatorConfig({
      points: { amountRequirement: 1_000, exchangeRatio: 25, pointsRequirement: 2, rewards: REWARDS },
    }),
  });
  await useSingleWallet(server);
});
afterAll(() => server.close());

const idem = () => ({ 'Idempotency-Key': randomUUID() });

async function member(name: string) {
  const player = await newPlayer(server, name, 1_000_000);
  await server.call(
    funds.setPaymentPassword,
    { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD },
    { token: player.token },
  );
  return player;
}

async function balance(token: string) {
  return (await server.call(points.pointBalance, {}, { token })).body.value!;
}

/** Every asset's accounts sum to zero on their own. */
async function sumsPerAsset() {
  const rows = await server.ctx.db
    .selectFrom('ledger_accounts')
    .select(['asset', (eb) => eb.fn.sum<number>('balance_minor').as('total')])
    .groupBy('asset')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.asset, Number(row.total)]));
}

async function moneyOf(memberId: number) {
  const row = await server.ctx.db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'player_main')
    .executeTakeFirstOrThrow();
  return Number(row.balance_minor);
}

describe('points earned by play', () => {
  it('credits points once per settled round and carries the remainder, never in money totals', async () => {
    const player = await member('pt_earner');
    const round1 = await playRound(server, player.id, { stake: 600 });
    expect(await balance(player.token)).toMatchObject({ currentPoints: 0, towardsNextPoint: 600 });
    await playRound(server, player.id, { stake: 600 });
    expect(await balance(player.token)).toMatchObject({ currentPoints: 1, towardsNextPoint: 200 });
    await playRound(server, player.id, { stake: 2_850, payout: 1_000 });
    expect(await balance(player.token)).toMatchObject({
      currentPoints: 4,
      heldPoints: 0,
      pointsBalance: 4,
      worth: 100,
      towardsNextPoint: 50,
    });
    // An open round earns nothing until it settles; a retried settlement earns nothing again.
    await playRound(server, player.id, { stake: 5_000, open: true });
    const { creditRound } = await import('../../../server/modules/wallet/seamless');
    await creditRound(server.ctx.db, server.ctx.hooks.roundSettled, {
      vendorCode: round1.vendor_code,
      roundRef: round1.round_ref,
      payoutMinor: 0,
      at: new Date(server.clock.now()),
    });
    expect((await balance(player.token)).currentPoints).toBe(4);
    expect(await sumsPerAsset()).toEqual({ money: 0, points: 0 });

    // The money account record and the main balance know nothing of points.
    const today = new Date(server.clock.now()).toISOString().slice(0, 10);
    const range = { startDate: today, endDate: today };
    const money = await server.call(records.accountRecord, range, { token: player.token });
    expect(money.body.value!.list.every((row) => row.wallet !== 'points')).toBe(true);
    const details = await server.call(
      records.accountRecord,
      { ...range, asset: 'points' },
      { token: player.token },
    );
    expect(details.body.value!.list.map((row) => [row.type, row.amount, row.balance])).toEqual([
      ['points_earn', 3, 4],
      ['points_earn', 1, 1],
    ]);
  });

  it('gives a free-play account no points', async () => {
    const player = await member('pt_demo');
    await server.ctx.db.updateTable('members').set({ type: 4 }).where('id', '=', player.id).execute();
    const at = new Date(server.clock.now());
    await transfer(server.ctx.db, {
      idempotencyKey: 'test:demo-balance',
      kind: 'seed',
      memo: 'demo balance',
      legs: [
        { accountId: await accountFor(server.ctx.db, null, 'house_freeplay', at), amountMinor: -10_000 },
        { accountId: await accountFor(server.ctx.db, player.id, 'player_demo', at), amountMinor: 10_000 },
      ],
      at,
    });
    await playRound(server, player.id, { stake: 5_000 });
    await server.ctx.db.updateTable('members').set({ type: 0 }).where('id', '=', player.id).execute();
    expect(await balance(player.token)).toMatchObject({ currentPoints: 0, towardsNextPoint: 0 });
  });
});

describe('points mall', () => {
  it('answers the config and the rewards with the stock left', async () => {
    const player = await member('pt_viewer');
    const config = await server.call(points.pointConfig, {}, { token: player.token });
    expect(config.body.value).toEqual({ amountRequirement: 1_000, exchangeRatio: 25, pointsRequirement: 2 });
    const rewards = (await server.call(points.pointRewards, {}, { token: player.token })).body.value!.list;
    expect(rewards[0]).toEqual({
      code: 'cash-5',
      name: 'Cash 5.00',
      image: 'https://play.gamedeck.test/assets/rewards/cash-50.svg',
      cost: 3,
      stockLeft: 100,
      kind: 'money',
      money: 500,
    });
    const unauthenticated = await server.call(points.pointBalance, {});
    expect(unauthenticated.body.code).toBe(errors.NOT_LOGGED_IN.code);
  });

  it('names each reward in the member’s language, the brand default (es) answering a language without a name', async () => {
    const player = await member('pt_reader');
    const namesIn = async (language?: string) => {
      const answer = await server.call(
        points.pointRewards,
        {},
        { token: player.token, headers: language ? { Language: language } : {} },
      );
      return Object.fromEntries(answer.body.value!.list.map((reward) => [reward.code, reward.name]));
    };
    expect((await namesIn('ty')).watch).toBe('Montre connectée');
    expect((await namesIn('en-GB')).watch).toBe('Smart watch');
    expect((await namesIn('pt')).watch).toBe('Reloj inteligente');
    expect((await namesIn()).watch).toBe('Reloj inteligente');
    // A plain string in the operator's file is the default language's name, and the only one.
    expect((await namesIn('ty'))['cash-5']).toBe('Cash 5.00');

    await playRound(server, player.id, { stake: 20_000 });
    await server.call(
      points.redeemPointReward,
      { rewardCode: 'watch', quantity: 1, address: '1 Main St, Manila', paymentPassword: PAY_PASSWORD },
      { token: player.token, headers: { ...idem(), Language: 'en' } },
    );
    const history = async (language: string) =>
      (await server.call(points.redeemList, {}, { token: player.token, headers: { Language: language } }))
        .body.value!.list[0]!.name;
    expect(await history('ty')).toBe('Montre connectée');
    expect(await history('es')).toBe('Reloj inteligente');
    const stored = await server.ctx.db
      .selectFrom('point_redemptions')
      .select(['name', 'name_translations'])
      .where('reward_code', '=', 'watch')
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('Reloj inteligente');
    expect(JSON.parse(stored.name_translations)).toEqual(REWARDS[3]!.name);
  });

  it('holds the points of a redemption until the operator approves (money paid once) or rejects (points back)', async () => {
    const player = await member('pt_redeemer');
    await playRound(server, player.id, { stake: 20_000 });
    const before = await moneyOf(player.id);
    const redeemed = await server.call(
      points.redeemPointReward,
      { rewardCode: 'cash-5', quantity: 2, paymentPassword: PAY_PASSWORD },
      { token: player.token, headers: idem() },
    );
    expect(redeemed.body.value).toMatchObject({
      status: 'in_process',
      points: 6,
      quantity: 2,
      account: 'pt_redeemer',
    });
    expect(await balance(player.token)).toMatchObject({
      currentPoints: 14,
      heldPoints: 6,
      pointsBalance: 20,
    });

    const decide = (id: number, action: string, remark = '') =>
      server.ctx.decisions.decide(
        server.ctx.db,
        'points_redemption',
        { id: String(id), action, remark, at: new Date(server.clock.now()) },
        { operator: 'test', ip: '127.0.0.1' },
      );
    await decide(redeemed.body.value!.id, 'approve');
    await expect(decide(redeemed.body.value!.id, 'approve')).rejects.toMatchObject({
      code: errors.REDEMPTION_NOT_PENDING.code,
    });
    expect(await moneyOf(player.id)).toBe(before + 1_000);
    expect(await balance(player.token)).toMatchObject({ currentPoints: 14, heldPoints: 0 });

    const goods = await server.call(
      points.redeemPointReward,
      { rewardCode: 'mug', quantity: 3, address: '1 Main St, Manila', paymentPassword: PAY_PASSWORD },
      { token: player.token, headers: idem() },
    );
    expect(await balance(player.token)).toMatchObject({ currentPoints: 8, heldPoints: 6 });
    await decide(goods.body.value!.id, 'reject', 'Out of delivery area');
    expect(await balance(player.token)).toMatchObject({ currentPoints: 14, heldPoints: 0 });
    const rewards = (await server.call(points.pointRewards, {}, { token: player.token })).body.value!.list;
    expect(rewards.find((reward) => reward.code === 'mug')!.stockLeft).toBe(50);

    const list = (await server.call(points.redeemList, {}, { token: player.token })).body.value!;
    expect(list.total).toBe(2);
    expect(list.list.map((row) => [row.name, row.status, row.remark, row.address])).toEqual([
      ['Mug', 'rejected', 'Out of delivery area', '1 Main St, Manila'],
      ['Cash 5.00', 'approved', '', ''],
    ]);
    expect(list.list[1]!.referenceNo).toMatch(/^PR\d{6}$/);
    const audit = await server.ctx.db.selectFrom('operator_audit').selectAll().orderBy('id').execute();
    expect(
      audit.map((row) => [
        row.action,
        (row.before as { status: string }).status,
        (row.after as { status: string }).status,
      ]),
    ).toEqual([
      ['approve', 'in_process', 'approved'],
      ['reject', 'in_process', 'rejected'],
    ]);
    expect(await sumsPerAsset()).toEqual({ money: 0, points: 0 });
  });

  it('gives the last item to exactly one of two members redeeming it at once', async () => {
    const first = await member('pt_race_a');
    const second = await member('pt_race_b');
    await playRound(server, first.id, { stake: 5_000 });
    await playRound(server, second.id, { stake: 5_000 });
    const answers = await Promise.all(
      [first, second].map((player) =>
        server.call(
          points.redeemPointReward,
          { rewardCode: 'last-one', quantity: 1, address: 'Somewhere 1', paymentPassword: PAY_PASSWORD },
          { token: player.token, headers: idem() },
        ),
      ),
    );
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, errors.REWARD_OUT_OF_STOCK.code]);
    const held = [(await balance(first.token)).heldPoints, (await balance(second.token)).heldPoints];
    expect(held.sort()).toEqual([0, 1]);
  });

  it('refuses bad input with a clear code and moves nothing', async () => {
    const player = await member('pt_refused');
    await playRound(server, player.id, { stake: 3_000 });
    const cases: [Record<string, unknown>, number][] = [
      [{ rewardCode: 'mug', quantity: 1, paymentPassword: PAY_PASSWORD }, errors.INVALID_INPUT.code],
      [
        { rewardCode: 'mug', quantity: 0, address: 'x', paymentPassword: PAY_PASSWORD },
        errors.INVALID_INPUT.code,
      ],
      [
        { rewardCode: 'mug', quantity: 1.5, address: 'x', paymentPassword: PAY_PASSWORD },
        errors.INVALID_INPUT.code,
      ],
      [
        { rewardCode: 'nothing', quantity: 1, address: 'x', paymentPassword: PAY_PASSWORD },
        errors.REWARD_NOT_FOUND.code,
      ],
      [
        { rewardCode: 'mug', quantity: 2, address: 'x', paymentPassword: PAY_PASSWORD },
        errors.POINTS_INSUFFICIENT.code,
      ],
    ];
    for (const [input, code] of cases) {
      const answer = await server.call(points.redeemPointReward, input, {
        token: player.token,
        headers: idem(),
      });
      expect(answer.body.code, JSON.stringify(input)).toBe(code);
    }
    const convertCases: [Record<string, unknown>, number][] = [
      [{ points: 1, paymentPassword: PAY_PASSWORD }, errors.POINTS_BELOW_REQUIREMENT.code],
      [{ points: 4, paymentPassword: PAY_PASSWORD }, errors.POINTS_INSUFFICIENT.code],
      [{ points: -3, paymentPassword: PAY_PASSWORD }, errors.INVALID_INPUT.code],
    ];
    for (const [input, code] of convertCases) {
      const answer = await server.call(points.convertPoint, input, { token: player.token, headers: idem() });
      expect(answer.body.code, JSON.stringify(input)).toBe(code);
    }
    expect(await balance(player.token)).toMatchObject({ currentPoints: 3, heldPoints: 0 });
    const rewards = (await server.call(points.pointRewards, {}, { token: player.token })).body.value!.list;
    expect(rewards.find((reward) => reward.code === 'mug')!.stockLeft).toBe(50);
  });
});

describe('converting points', () => {
  it('pays points times the exchange ratio into the wallet once per request', async () => {
    const player = await member('pt_converter');
    await playRound(server, player.id, { stake: 10_000 });
    const before = await moneyOf(player.id);
    const headers = idem();
    const first = await server.call(
      points.convertPoint,
      { points: 4, paymentPassword: PAY_PASSWORD },
      { token: player.token, headers },
    );
    const again = await server.call(
      points.convertPoint,
      { points: 4, paymentPassword: PAY_PASSWORD },
      { token: player.token, headers },
    );
    expect(first.body.value).toEqual({ points: 4, money: 100, currentPoints: 6 });
    expect(again.body).toEqual(first.body);
    expect(await moneyOf(player.id)).toBe(before + 100);
    expect(await sumsPerAsset()).toEqual({ money: 0, points: 0 });
  });
});

describe('payment password', () => {
  it('refuses redeem and convert with a wrong password and locks after repeated failures, withdrawals too', async () => {
    const player = await member('pt_locked');
    await playRound(server, player.id, { stake: 10_000 });
    const wrong = { paymentPassword: 'Wrong123' };
    const redeem = await server.call(
      points.redeemPointReward,
      { rewardCode: 'cash-5', quantity: 1, ...wrong },
      { token: player.token, headers: idem() },
    );
    expect(redeem.body).toMatchObject({
      code: errors.PAYMENT_PASSWORD_WRONG.code,
      value: { attemptsLeft: 4 },
    });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const convert = await server.call(
        points.convertPoint,
        { points: 2, ...wrong },
        { token: player.token, headers: idem() },
      );
      expect(convert.body.code).toBe(errors.PAYMENT_PASSWORD_WRONG.code);
    }
    const locked = await server.call(
      points.convertPoint,
      { points: 2, paymentPassword: PAY_PASSWORD },
      { token: player.token, headers: idem() },
    );
    expect(locked.status).toBe(423);
    expect(locked.body.code).toBe(errors.PAYMENT_PASSWORD_LOCKED.code);
    const withdrawal = await server.call(
      funds.createWithdrawal,
      { amount: 10_000, paymentPassword: PAY_PASSWORD },
      { token: player.token, headers: idem() },
    );
    expect([errors.PAYMENT_PASSWORD_LOCKED.code, errors.BANK_ACCOUNT_REQUIRED.code]).toContain(
      withdrawal.body.code,
    );
    expect(await balance(player.token)).toMatchObject({ currentPoints: 10, heldPoints: 0 });
    server.clock.advance(15 * 60_000 + 1);
    const unlocked = await server.call(
      points.convertPoint,
      { points: 2, paymentPassword: PAY_PASSWORD },
      { token: player.token, headers: idem() },
    );
    expect(unlocked.body.code).toBe(0);
  });
});
