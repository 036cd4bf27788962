import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSettings } from '../../../server/modules/payments/settings';
import { funds, records } from '../../../src/core/contract';
import type { DepositOrder } from '../../../src/core/contract/funds';
import type { AccountRow } from '../../../src/core/contract/records';
import { startServer, type TestServer } from './harness';
import { newPlayer, once, PAY_PASSWORD, payOnGateway, readyToWithdraw } from './payments-fixtures';

type Player = { id: number; token: string };
type Page = { list: AccountRow[]; types: string[]; total: number };

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The account record around the fake clock's today, so an advanced clock never leaves the range. */
async function accountRecord(who: Player, extra: Record<string, unknown> = {}): Promise<Page> {
  const now = server.clock.now();
  const answer = await server.call(
    records.accountRecord,
    { startDate: dayOf(now - 2 * DAY_MS), endDate: dayOf(now + DAY_MS), ...extra },
    { token: who.token },
  );
  expect(answer.body.code).toBe(0);
  return answer.body.value!;
}

async function deposit(who: Player, amount: number, channel = 'GCASH'): Promise<DepositOrder> {
  server.clock.advance(1000);
  const answer = await server.call(
    funds.createDeposit,
    { channel, amount },
    { token: who.token, headers: once() },
  );
  expect(answer.body.code).toBe(0);
  return answer.body.value!;
}

/** The demo gateway page's pay or fail button. */
async function gateway(order: DepositOrder, result: 'success' | 'failed'): Promise<void> {
  server.clock.advance(1000);
  await payOnGateway(server, order, result);
}

/** What a row says, compactly: type, whether it is a ledger entry, moved amount, balance, order. */
const summary = (row: AccountRow) => [
  row.type,
  row.id === null ? 'order' : 'entry',
  row.amount,
  row.balance,
  row.order ? `${row.order.kind}:${row.order.state}:${row.order.amount}` : null,
];

describe('account record with deposit orders', () => {
  let dana: Player;
  let ben: Player;
  const orders: Record<'expired' | 'failed' | 'paid' | 'pending', DepositOrder> = {} as never;

  beforeAll(async () => {
    dana = await newPlayer(server, 'rec_orders_dana');
    ben = await newPlayer(server, 'rec_orders_ben');
    const settings = await paymentSettings(server.ctx.db);
    orders.expired = await deposit(dana, 20_000);
    server.clock.advance((settings.orderExpiryMinutes + 1) * 60_000);
    orders.failed = await deposit(dana, 30_000);
    await gateway(orders.failed, 'failed');
    orders.paid = await deposit(dana, 40_000);
    await gateway(orders.paid, 'success');
    orders.pending = await deposit(dana, 50_000);
  });

  it('shows every state, pending included; only the paid order has a ledger entry and a balance', async () => {
    const page = await accountRecord(dana);
    expect(page.total).toBe(4);
    expect(page.types).toEqual(['deposit']);
    expect(page.list.map(summary)).toEqual([
      ['deposit', 'order', 0, null, 'deposit:pending:50000'],
      ['deposit', 'entry', 40_000, 40_000, 'deposit:paid:40000'],
      ['deposit', 'order', 0, null, 'deposit:failed:30000'],
      ['deposit', 'order', 0, null, 'deposit:expired:20000'],
    ]);
    expect(page.list.map((row) => row.order?.orderNo)).toEqual([
      orders.pending.orderNo,
      orders.paid.orderNo,
      orders.failed.orderNo,
      orders.expired.orderNo,
    ]);
    // The paid order is its ledger entry, not a second row.
    const paidEntry = page.list[1]!;
    expect(paidEntry.id).toBeGreaterThan(0);
    expect(paidEntry.memo).toContain(orders.paid.orderNo);
  });

  it('pages across entries and orders, and the type filter keeps the orders', async () => {
    const first = await accountRecord(dana, { page: 1, pageSize: 2 });
    const second = await accountRecord(dana, { page: 2, pageSize: 2 });
    expect([...first.list, ...second.list].map((row) => row.order?.state)).toEqual([
      'pending',
      'paid',
      'failed',
      'expired',
    ]);
    expect(second.total).toBe(4);
    expect(await accountRecord(dana, { page: 3, pageSize: 2 })).toMatchObject({ list: [], total: 4 });
    expect((await accountRecord(dana, { type: 'deposit' })).total).toBe(4);
    expect(await accountRecord(dana, { type: 'bonus' })).toMatchObject({ list: [], total: 0 });
    // Orders outside the date range are left out like entries.
    const before = await server.call(
      records.accountRecord,
      { startDate: '2000-01-01', endDate: '2000-01-31' },
      { token: dana.token },
    );
    expect(before.body.value).toMatchObject({ list: [], total: 0 });
  });

  it('never shows another member an order', async () => {
    const other = await accountRecord(ben);
    expect(other).toMatchObject({ list: [], total: 0, types: [] });
    expect((await accountRecord(ben, { type: 'deposit' })).total).toBe(0);
  });

  it('reads a lapsed pending order as expired without anyone opening it', async () => {
    const lapsing = await deposit(dana, 25_000);
    expect((await accountRecord(dana)).list[0]!.order).toMatchObject({
      orderNo: lapsing.orderNo,
      state: 'pending',
    });
    const settings = await paymentSettings(server.ctx.db);
    server.clock.advance((settings.orderExpiryMinutes + 1) * 60_000);
    const after = await accountRecord(dana);
    expect(after.list[0]!.order).toMatchObject({ orderNo: lapsing.orderNo, state: 'expired' });
    expect(after.list.filter((row) => row.order?.state === 'pending')).toEqual([]);
  });
});

describe('account record with withdrawals and person-to-person deposits', () => {
  it('shows the withdrawal request pending then completed, and the matched deposit pending then paid', async () => {
    const settings = await paymentSettings(server.ctx.db);
    // Earlier withdrawals in this file leave the market first.
    server.clock.advance((settings.matchingWindowMinutes + 1) * 60_000);
    const wen = await newPlayer(server, 'rec_orders_wen', 500_000);
    await readyToWithdraw(server, wen.token, 'Wen Reyes');
    server.clock.advance(1000);
    const requested = await server.call(
      funds.createWithdrawal,
      { amount: 200_000, paymentPassword: PAY_PASSWORD },
      { token: wen.token, headers: once() },
    );
    const withdrawalNo = requested.body.value!.withdrawalNo;

    let wens = await accountRecord(wen);
    expect(wens.list.map(summary)).toEqual([
      ['withdrawal', 'entry', -200_000, 300_000, 'withdrawal:pending:200000'],
      ['seed', 'entry', 500_000, 500_000, null],
    ]);
    expect(wens.list[0]!.order!.orderNo).toBe(withdrawalNo);
    expect(wens.types).toEqual(['seed', 'withdrawal']);

    // Another member's deposit pays this withdrawal person to person.
    const payer = await newPlayer(server, 'rec_orders_payer');
    const order = await deposit(payer, 200_000, 'BANK');
    expect(order.p2p).toBe(true);
    expect((await accountRecord(payer)).list.map(summary)).toEqual([
      ['deposit', 'order', 0, null, 'deposit:pending:200000'],
    ]);
    // Neither sees the other's order.
    wens = await accountRecord(wen);
    expect(wens.list.some((row) => row.order?.orderNo === order.orderNo)).toBe(false);
    expect(wens.total).toBe(2);

    expect(
      (await server.call(funds.markDepositPaid, { orderNo: order.orderNo }, { token: payer.token })).body
        .code,
    ).toBe(0);
    const matchId = await matchOf(wen, withdrawalNo);
    server.clock.advance(1000);
    const confirmed = await server.call(
      funds.confirmReceived,
      { matchId },
      { token: wen.token, headers: once() },
    );
    expect(confirmed.body.value!.status).toBe('completed');

    const payers = await accountRecord(payer);
    expect(payers.list.map(summary)).toEqual([['deposit', 'entry', 200_000, 200_000, 'deposit:paid:200000']]);
    expect(payers.list[0]!.order!.orderNo).toBe(order.orderNo);
    expect((await accountRecord(wen, { type: 'withdrawal' })).list.map(summary)).toEqual([
      ['withdrawal', 'entry', -200_000, 300_000, 'withdrawal:completed:200000'],
    ]);
  });
});

async function matchOf(who: Player, withdrawalNo: string): Promise<number> {
  const answer = await server.call(funds.getWithdrawal, { withdrawalNo }, { token: who.token });
  return answer.body.value!.matches[0]!.matchId;
}
