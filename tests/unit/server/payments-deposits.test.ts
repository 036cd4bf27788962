import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSettings } from '../../../server/modules/payments/settings';
import {
  callbackPath,
  SIGNATURE_HEADER,
  signCallback,
} from '../../../server/modules/payments/signed-callback';
import type { VerifiedCallback } from '../../../server/providers/payments';
import { errors, funds } from '../../../src/core/contract';
import type { DepositOrder } from '../../../src/core/contract/funds';
import { startServer, type TestServer } from './harness';
import { ledgerSum, mainBalance, newPlayer, once, payOnGateway } from './payments-fixtures';

const SECRET = randomBytes(32);
let server: TestServer;
let player: { id: number; token: string };
let other: { id: number; token: string };
beforeAll(async () => {
  server = await startServer({ paymentCallbackSecret: SECRET });
  player = await newPlayer(server, 'dep_player');
  other = await newPlayer(server, 'dep_other');
});
afterAll(() => server.close());

async function openOrder(amount = 50_000, who = player): Promise<DepositOrder> {
  const answer = await server.call(
    funds.createDeposit,
    { channel: 'GCASH', amount },
    { token: who.token, headers: once() },
  );
  expect(answer.body.code).toBe(0);
  return answer.body.value!;
}

const nowSeconds = () => Math.floor(server.clock.now() / 1000);

/** A genuine success callback for the order as the gateway would sign it, with `change` applied before signing. */
const genuine = (order: DepositOrder, change: Partial<VerifiedCallback> = {}): VerifiedCallback => ({
  callbackId: randomUUID(),
  orderNo: order.orderNo,
  amount: order.amount,
  currency: 'PHP',
  status: 'success',
  timestamp: nowSeconds(),
  ...change,
});

/** Posts a callback to the demo gateway's callback address, signed with the secret unless told otherwise. */
async function deliver(body: object, signature = signCallback(SECRET, body as VerifiedCallback)) {
  return server.app.inject({
    method: 'POST',
    url: callbackPath('demo'),
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
  });
}

async function outcomes(orderNo: string): Promise<string[]> {
  const rows = await server.ctx.db
    .selectFrom('gateway_callbacks')
    .select('outcome')
    .where('order_no', '=', orderNo)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.outcome);
}

async function statusOf(order: DepositOrder): Promise<string> {
  const read = await server.call(funds.getDeposit, { orderNo: order.orderNo }, { token: player.token });
  return read.body.value!.status;
}

const pagePath = (order: DepositOrder) => {
  const address = new URL(order.payUrl!);
  return `${address.pathname}${address.search}`;
};

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

  it("opens a pending order whose pay address carries the order's own token; the page offers pay and fail", async () => {
    const order = await openOrder();
    expect(order).toMatchObject({ status: 'pending', p2p: false, amount: 50_000, payee: null });
    expect(order.payUrl).toMatch(
      new RegExp(`^https://play\\.gamedeck\\.test/gateway/pay/${order.orderNo}\\?token=[A-Za-z0-9_-]{43}$`),
    );
    const page = await server.app.inject({ method: 'GET', url: pagePath(order) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Pay</button>');
    expect(page.body).toContain('>Fail</button>');
    expect(page.body).toContain('PHP 500.00');
  });

  it('credits the wallet once when the gateway page is paid; pressing Pay again credits nothing', async () => {
    const before = await mainBalance(server, player.id);
    const order = await openOrder(60_000);
    const paid = await payOnGateway(server, order);
    expect(paid.body).toContain('Payment complete');
    expect(await mainBalance(server, player.id)).toBe(before + 60_000);
    expect(await statusOf(order)).toBe('paid');

    const again = await payOnGateway(server, order);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('can no longer be paid');
    expect(await mainBalance(server, player.id)).toBe(before + 60_000);
    expect(await outcomes(order.orderNo)).toEqual(['accepted', 'not_pending']);
    expect(await ledgerSum(server)).toBe(0);
  });

  it('marks the order failed when the gateway page fails it; nothing moves', async () => {
    const before = await mainBalance(server, player.id);
    const order = await openOrder();
    await payOnGateway(server, order, 'failed');
    expect(await statusOf(order)).toBe('failed');
    expect(await mainBalance(server, player.id)).toBe(before);
  });

  it('lets nobody but its member open or pay an order: no token, a wrong one or another order’s answers 404', async () => {
    const before = await mainBalance(server, player.id);
    const order = await openOrder(70_000);
    const theirs = await openOrder(70_000, other);
    const read = await server.call(funds.getDeposit, { orderNo: order.orderNo }, { token: other.token });
    expect(read.body.code).toBe(errors.NOT_FOUND.code);

    const path = `/gateway/pay/${order.orderNo}`;
    const theirToken = new URL(theirs.payUrl!).searchParams.get('token')!;
    for (const query of ['', '?token=', `?token=${theirToken}`, `?token=${'A'.repeat(43)}`]) {
      expect((await server.app.inject({ method: 'GET', url: `${path}${query}` })).statusCode).toBe(404);
    }
    // The request that minted money before: the order number and result=success, nothing else.
    for (const payload of ['result=success', `token=${theirToken}&result=success`]) {
      const paid = await server.app.inject({
        method: 'POST',
        url: path,
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(paid.statusCode).toBe(404);
    }
    expect(await statusOf(order)).toBe('pending');
    expect(await mainBalance(server, player.id)).toBe(before);
    expect(await outcomes(order.orderNo)).toEqual([]);
  });

  it('gives an order opened before pay addresses were kept its address again, and it can be paid', async () => {
    const before = await mainBalance(server, player.id);
    const opened = await openOrder(40_000);
    await server.ctx.db
      .updateTable('deposit_orders')
      .set({ pay_url: null })
      .where('order_no', '=', opened.orderNo)
      .execute();
    const read = await server.call(funds.getDeposit, { orderNo: opened.orderNo }, { token: player.token });
    expect(read.body.value!.payUrl).toBe(opened.payUrl);
    await payOnGateway(server, read.body.value!);
    expect(await mainBalance(server, player.id)).toBe(before + 40_000);
  });
});

describe('signed callbacks', () => {
  it('refuse a forged, unsigned or raw-body signature and one made with another secret; nothing moves', async () => {
    const before = await mainBalance(server, player.id);
    const order = await openOrder();
    const body = genuine(order);
    const raw = JSON.stringify(body);
    const forged = [
      'ab'.repeat(32),
      '',
      signCallback(randomBytes(32), body),
      // The raw JSON signed instead of the canonical string.
      createHmac('sha256', SECRET).update(raw).digest('hex'),
    ];
    for (const signature of forged) {
      const answer = await deliver(body, signature);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ accepted: false, outcome: 'bad_signature' });
    }
    // A genuine signature does not carry over to another amount, order or callback id.
    const signature = signCallback(SECRET, body);
    for (const change of [{ amount: 5_000_000 }, { callbackId: randomUUID() }, { status: 'failed' }]) {
      expect((await deliver({ ...body, ...change }, signature)).json().outcome).toBe('bad_signature');
    }
    expect(await mainBalance(server, player.id)).toBe(before);
    expect(await statusOf(order)).toBe('pending');
    const refused = await server.ctx.db
      .selectFrom('gateway_callbacks')
      .select(['outcome', 'provider', 'callback_id'])
      .where('outcome', '=', 'bad_signature')
      .execute();
    expect(refused).toHaveLength(forged.length + 3);
    expect(refused.every((row) => row.provider === 'demo' && row.callback_id === null)).toBe(true);
  });

  it('credit nothing when re-amounted, in another currency, for an unknown order or malformed', async () => {
    const before = await mainBalance(server, player.id);
    const order = await openOrder(80_000);
    expect((await deliver(genuine(order, { amount: 800_000 }))).json().outcome).toBe('amount_mismatch');
    expect((await deliver(genuine(order, { amount: 79_999 }))).json().outcome).toBe('amount_mismatch');
    expect((await deliver(genuine(order, { currency: 'USD' }))).json().outcome).toBe('currency_mismatch');
    expect((await deliver(genuine(order, { orderNo: 'DNOSUCHORDER' }))).json().outcome).toBe('unknown_order');
    const malformed = await deliver({ hello: 'world' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().outcome).toBe('malformed');
    expect(await mainBalance(server, player.id)).toBe(before);
    expect(await statusOf(order)).toBe('pending');
    expect(await outcomes(order.orderNo)).toEqual([
      'amount_mismatch',
      'amount_mismatch',
      'currency_mismatch',
    ]);
  });

  it('credit nothing when stale (signed over 5 minutes before or after the server clock)', async () => {
    const before = await mainBalance(server, player.id);
    const order = await openOrder(90_000);
    const late = await deliver(genuine(order, { timestamp: nowSeconds() - 301 }));
    expect(late.statusCode).toBe(409);
    expect(late.json().outcome).toBe('stale');
    expect((await deliver(genuine(order, { timestamp: nowSeconds() + 301 }))).json().outcome).toBe('stale');
    expect(await mainBalance(server, player.id)).toBe(before);
    // Within the window the same order is credited.
    expect((await deliver(genuine(order, { timestamp: nowSeconds() - 299 }))).json().outcome).toBe(
      'accepted',
    );
    expect(await mainBalance(server, player.id)).toBe(before + 90_000);
    expect(await outcomes(order.orderNo)).toEqual(['stale', 'stale', 'accepted']);
  });

  it('credit once: a replayed callback and a second callback for a paid order are refused', async () => {
    const before = await mainBalance(server, player.id);
    const order = await openOrder(70_000);
    const body = genuine(order);
    const first = await deliver(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ accepted: true, outcome: 'accepted' });
    expect((await deliver(body)).json()).toEqual({ accepted: false, outcome: 'replay' });
    expect((await deliver(genuine(order))).json()).toEqual({ accepted: false, outcome: 'not_pending' });
    expect(await mainBalance(server, player.id)).toBe(before + 70_000);
    expect(await outcomes(order.orderNo)).toEqual(['accepted', 'replay', 'not_pending']);
  });

  it('credit exactly once when the genuine callback arrives many times at once', async () => {
    const before = await mainBalance(server, player.id);
    const order = await openOrder(110_000);
    const body = genuine(order);
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => deliver(body)),
      ...Array.from({ length: 4 }, () => deliver(genuine(order))),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await mainBalance(server, player.id)).toBe(before + 110_000);
    const recorded = await outcomes(order.orderNo);
    expect(recorded).toHaveLength(12);
    expect(recorded.filter((outcome) => outcome === 'accepted')).toHaveLength(1);
    expect(new Set(recorded)).toEqual(new Set(['accepted', 'replay', 'not_pending']));
    const transfers = await server.ctx.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', `deposit:${order.orderNo}`)
      .execute();
    expect(transfers).toHaveLength(1);
    expect(await ledgerSum(server)).toBe(0);
  });

  it('expires a pending order after the configured minutes; a late callback moves nothing', async () => {
    const before = await mainBalance(server, player.id);
    const order = await openOrder();
    const { orderExpiryMinutes } = await paymentSettings(server.ctx.db);
    server.clock.advance(orderExpiryMinutes * 60_000);
    expect(await statusOf(order)).toBe('expired');
    expect((await deliver(genuine(order))).json().outcome).toBe('not_pending');
    expect((await server.app.inject({ method: 'GET', url: pagePath(order) })).body).toContain(
      'can no longer be paid',
    );
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
