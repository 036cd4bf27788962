import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLBACK_PATH } from '../../../server/modules/payments/gateway-callback';
import { SIGNATURE_HEADER, signBody } from '../../../server/modules/payments/gateway-signature';
import { paymentSettings } from '../../../server/modules/payments/settings';
import { errors, funds } from '../../../src/core/contract';
import type { DepositOrder } from '../../../src/core/contract/funds';
import { startServer, type TestServer } from './harness';
import { ledgerSum, mainBalance, newPlayer, once } from './payments-fixtures';

let server: TestServer;
let player: { id: number; token: string };
beforeAll(async () => {
  server = await startServer();
  player = await newPlayer(server, 'dep_player');
});
afterAll(() => server.close());

async function openOrder(amount = 50_000): Promise<DepositOrder> {
  const answer = await server.call(
    funds.createDeposit,
    { channel: 'GCASH', amount },
    { token: player.token, headers: once() },
  );
  expect(answer.body.code).toBe(0);
  return answer.body.value!;
}

async function callback(body: Record<string, unknown>, signature?: string) {
  const raw = JSON.stringify(body);
  const secret = (await paymentSettings(server.ctx.db)).gatewaySecret;
  return server.app.inject({
    method: 'POST',
    url: CALLBACK_PATH,
    payload: raw,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature ?? signBody(secret, raw) },
  });
}

const success = (order: DepositOrder, extra: Record<string, unknown> = {}) => ({
  callbackId: randomUUID(),
  orderNo: order.orderNo,
  amount: order.amount,
  status: 'success',
  ...extra,
});

async function outcomes(orderNo: string): Promise<string[]> {
  const rows = await server.ctx.db
    .selectFrom('gateway_callbacks')
    .select('outcome')
    .where('order_no', '=', orderNo)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.outcome);
}

describe('deposit channels and orders', () => {
  it('lists seeded channels with bounds and refuses amounts outside them', async () => {
    const channels = await server.call(funds.depositChannels, {}, { token: player.token });
    expect(channels.body.value!.map((channel) => channel.code)).toEqual(['GCASH', 'BANK', 'CARD']);
    const tooSmall = await server.call(
      funds.createDeposit,
      { channel: 'GCASH', amount: 1 },
      { token: player.token, headers: once() },
    );
    expect(tooSmall.body.code).toBe(errors.AMOUNT_OUT_OF_BOUNDS.code);
    const unknown = await server.call(
      funds.createDeposit,
      { channel: 'NOPE', amount: 50_000 },
      { token: player.token, headers: once() },
    );
    expect(unknown.body.fields).toHaveProperty('channel');
  });

  it('opens a pending gateway order with the gateway page URL, and the page offers pay and fail', async () => {
    const order = await openOrder();
    expect(order).toMatchObject({ status: 'pending', p2p: false, amount: 50_000, payee: null });
    expect(order.payUrl).toBe(`https://play.gamedeck.test/gateway/pay/${order.orderNo}`);
    const page = await server.app.inject({ method: 'GET', url: `/gateway/pay/${order.orderNo}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay');
    expect(page.body).toContain('500.00');
  });

  it('credits the wallet once when the gateway page is paid, and the order reads paid', async () => {
    const before = await mainBalance(server, player.id);
    const order = await openOrder(60_000);
    const paid = await server.app.inject({
      method: 'POST',
      url: `/gateway/pay/${order.orderNo}`,
      payload: 'result=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.body).toContain('Payment complete');
    expect(await mainBalance(server, player.id)).toBe(before + 60_000);
    const read = await server.call(funds.getDeposit, { orderNo: order.orderNo }, { token: player.token });
    expect(read.body.value!.status).toBe('paid');
    expect(await ledgerSum(server)).toBe(0);
  });

  it('marks the order failed when the gateway page fails it; nothing moves', async () => {
    const before = await mainBalance(server, player.id);
    const order = await openOrder();
    await server.app.inject({
      method: 'POST',
      url: `/gateway/pay/${order.orderNo}`,
      payload: 'result=failed',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const read = await server.call(funds.getDeposit, { orderNo: order.orderNo }, { token: player.token });
    expect(read.body.value!.status).toBe('failed');
    expect(await mainBalance(server, player.id)).toBe(before);
  });
});

describe('gateway callbacks', () => {
  it('refuses a forged signature and logs it; nothing moves', async () => {
    const before = await mainBalance(server, player.id);
    const order = await openOrder();
    const forged = await callback(success(order), 'ab'.repeat(32));
    expect(forged.statusCode).toBe(401);
    const unsigned = await callback(success(order), '');
    expect(unsigned.statusCode).toBe(401);
    const otherSecret = JSON.stringify(success(order));
    const wrongKey = await server.app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      payload: otherSecret,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody('guess', otherSecret) },
    });
    expect(wrongKey.statusCode).toBe(401);
    expect(await mainBalance(server, player.id)).toBe(before);
    const refused = await server.ctx.db
      .selectFrom('gateway_callbacks')
      .select('outcome')
      .where('outcome', '=', 'bad_signature')
      .execute();
    expect(refused.length).toBeGreaterThanOrEqual(3);
  });

  it('credits once: a replayed callback and a second callback for a paid order are refused', async () => {
    const before = await mainBalance(server, player.id);
    const order = await openOrder(70_000);
    const body = success(order);
    expect((await callback(body)).statusCode).toBe(200);
    expect((await callback(body)).json()).toEqual({ accepted: false, outcome: 'replay' });
    expect((await callback(success(order))).json()).toEqual({ accepted: false, outcome: 'not_pending' });
    expect(await mainBalance(server, player.id)).toBe(before + 70_000);
    expect(await outcomes(order.orderNo)).toEqual(['accepted', 'replay', 'not_pending']);
  });

  it('refuses an amount mismatch and an unknown order', async () => {
    const before = await mainBalance(server, player.id);
    const order = await openOrder(80_000);
    expect((await callback(success(order, { amount: 800_000 }))).json().outcome).toBe('amount_mismatch');
    expect((await callback(success(order, { orderNo: 'DNOSUCHORDER' }))).json().outcome).toBe(
      'unknown_order',
    );
    expect((await callback({ hello: 'world' })).json().outcome).toBe('malformed');
    expect(await mainBalance(server, player.id)).toBe(before);
    const read = await server.call(funds.getDeposit, { orderNo: order.orderNo }, { token: player.token });
    expect(read.body.value!.status).toBe('pending');
  });

  it('expires a pending order after the configured minutes; a late callback moves nothing', async () => {
    const before = await mainBalance(server, player.id);
    const order = await openOrder();
    const { orderExpiryMinutes } = await paymentSettings(server.ctx.db);
    server.clock.advance(orderExpiryMinutes * 60_000);
    const read = await server.call(funds.getDeposit, { orderNo: order.orderNo }, { token: player.token });
    expect(read.body.value!.status).toBe('expired');
    expect((await callback(success(order))).json().outcome).toBe('not_pending');
    expect(await mainBalance(server, player.id)).toBe(before);
  });

  it('lists every order, pending ones included, newest first', async () => {
    const fresh = await openOrder();
    const list = await server.call(funds.listDeposits, { page: 1, size: 50 }, { token: player.token });
    expect(list.body.value!.list[0]!.orderNo).toBe(fresh.orderNo);
    const states = new Set(list.body.value!.list.map((order) => order.status));
    expect(states).toEqual(new Set(['pending', 'paid', 'failed', 'expired']));
    expect(list.body.value!.total).toBe(list.body.value!.list.length);
  });
});
