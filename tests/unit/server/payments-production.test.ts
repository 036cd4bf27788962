import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticOperatorConfig } from '../../../server/config/operator';
import { errors, funds, system } from '../../../src/core/contract';
import { LogCapture, startServer, type TestServer } from './harness';
import { mainBalance, newPlayer, once, payOnGateway } from './payments-fixtures';

const SECRET = randomBytes(32);
const DEMO_WARNING = 'the demo payment gateway is on in production';

/** A success callback for an order, signed with the server's secret as the demo gateway would sign it. */
function signedCallback(server: TestServer, orderNo: string, amount: number) {
  const body = {
    callbackId: randomUUID(),
    orderNo,
    amount,
    currency: 'PHP',
    status: 'success',
    timestamp: Math.floor(server.clock.now() / 1000),
  };
  const canonical = ['gamedeck-payment-callback-v1', ...Object.values(body)].join('\n');
  return {
    payload: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'x-payment-signature': createHmac('sha256', SECRET).update(canonical).digest('hex'),
    },
  };
}

describe('production without the demo gateway', () => {
  let server: TestServer;
  let player: { id: number; token: string };
  const log = new LogCapture();
  beforeAll(async () => {
    server = await startServer({ devMode: false, paymentCallbackSecret: SECRET, logStream: log });
    player = await newPlayer(server, 'prod_player', 100_000);
  });
  afterAll(() => server.close());

  it('serves no gateway page and no demo callback address: /gateway/* answers 404 and nothing is credited', async () => {
    const pending = await server.ctx.db
      .insertInto('deposit_orders')
      .values({
        order_no: 'DPRODPENDING1',
        member_id: player.id,
        channel: 'GCASH',
        amount_minor: 500_000,
        status: 'pending',
        p2p: false,
        provider: 'demo',
        currency: 'PHP',
        pay_url: null,
        created_at: new Date(server.clock.now()),
        expires_at: new Date(server.clock.now() + 30 * 60_000),
        settled_at: null,
      })
      .returning('order_no')
      .executeTakeFirstOrThrow();
    const page = await server.app.inject({ method: 'GET', url: `/gateway/pay/${pending.order_no}?token=x` });
    expect(page.statusCode).toBe(404);
    // The request that minted money: the order number and result=success.
    const paid = await server.app.inject({
      method: 'POST',
      url: `/gateway/pay/${pending.order_no}`,
      payload: 'result=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(404);
    const callback = await server.app.inject({
      method: 'POST',
      url: '/wps/payments/callback/demo',
      ...signedCallback(server, pending.order_no, 500_000),
    });
    expect(callback.statusCode).toBe(404);
    expect(await mainBalance(server, player.id)).toBe(100_000);
  });

  it('refuses a deposit on a channel without a provider with a clear error, and opens no order', async () => {
    const answer = await server.call(
      funds.createDeposit,
      { channel: 'GCASH', amount: 500_000 },
      { token: player.token, headers: once() },
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: errors.DEPOSIT_CHANNEL_UNAVAILABLE.code,
      message: 'err_deposit_channel_unavailable',
    });
    const orders = await server.ctx.db
      .selectFrom('deposit_orders')
      .select('order_no')
      .where('member_id', '=', player.id)
      .execute();
    expect(orders.map((order) => order.order_no)).toEqual(['DPRODPENDING1']);
  });

  it('says the brand is not a demo, and warns about no demo gateway', async () => {
    const status = await server.call(system.status, {});
    expect(status.body.value!.info.demo).toBe(false);
    expect(log.text).not.toContain(DEMO_WARNING);
  });
});

describe('production with the demo gateway turned on in operator.json', () => {
  let server: TestServer;
  let player: { id: number; token: string };
  const log = new LogCapture();
  beforeAll(async () => {
    server = await startServer({
      devMode: false,
      paymentCallbackSecret: SECRET,
      operator: staticOperatorConfig({ demoGatewayInProduction: true }),
      logStream: log,
    });
    player = await newPlayer(server, 'prod_demo_player');
  });
  afterAll(() => server.close());

  it('warns at start and marks the brand as a demo in the status', async () => {
    const warning = log.lines
      .map((line) => JSON.parse(line))
      .find((line) => line.msg?.includes(DEMO_WARNING));
    expect(warning?.level).toBe(40);
    const status = await server.call(system.status, {});
    expect(status.body.value!.info.demo).toBe(true);
  });

  it('takes a deposit through the demo page, once', async () => {
    const answer = await server.call(
      funds.createDeposit,
      { channel: 'GCASH', amount: 500_000 },
      { token: player.token, headers: once() },
    );
    const order = answer.body.value!;
    expect(order.payUrl).toContain('/gateway/pay/');
    expect((await payOnGateway(server, order)).statusCode).toBe(200);
    expect((await payOnGateway(server, order)).statusCode).toBe(409);
    expect(await mainBalance(server, player.id)).toBe(500_000);
  });
});
