import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OffsetClock, systemClock } from '../../../server/clock';
import { paymentSettings } from '../../../server/modules/payments/settings';
import { funds } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';
import { newPlayer, once } from './payments-fixtures';

const move = (server: TestServer, body: unknown) =>
  server.app.inject({ method: 'POST', url: '/dev/clock', payload: body as object });

describe('POST /dev/clock', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('moves a development server clock forward by whole minutes', async () => {
    const before = server.clock.now();
    const answer = await move(server, { advanceMinutes: 31 });
    expect(answer.statusCode).toBe(200);
    expect(server.clock.now()).toBe(before + 31 * 60_000);
    expect(answer.json()).toEqual({ now: new Date(before + 31 * 60_000).toISOString() });
    // GET tells the moved time, for a journey comparing a server time with its own.
    const told = await server.app.inject({ method: 'GET', url: '/dev/clock' });
    expect(Date.parse(told.json<{ now: string }>().now)).toBeGreaterThanOrEqual(before + 31 * 60_000);
  });

  it('runs the payments sweep at the moved time, so a lapsed order is written expired at once', async () => {
    const player = await newPlayer(server, 'clock_depositor');
    const order = await server.call(
      funds.createDeposit,
      { channel: 'GCASH', amount: 50_000 },
      { token: player.token, headers: once() },
    );
    const { orderExpiryMinutes } = await paymentSettings(server.ctx.db);
    await move(server, { advanceMinutes: orderExpiryMinutes + 1 });
    const stored = await server.ctx.db
      .selectFrom('deposit_orders')
      .select('status')
      .where('order_no', '=', order.body.value!.orderNo)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('expired');
  });

  it('refuses anything but a positive whole number of minutes, and leaves the clock alone', async () => {
    const before = server.clock.now();
    for (const body of [{}, { advanceMinutes: 0 }, { advanceMinutes: -5 }, { advanceMinutes: 1.5 }]) {
      expect((await move(server, body)).statusCode).toBe(400);
    }
    expect(server.clock.now()).toBe(before);
  });

  it('does not exist in production mode', async () => {
    const production = await startServer({ devMode: false, clock: new OffsetClock() });
    try {
      const before = production.ctx.clock.now();
      const answer = await move(production, { advanceMinutes: 60 });
      expect(answer.statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/dev/clock' })).statusCode).toBe(404);
      expect(production.ctx.clock.now() - before).toBeLessThan(60_000);
    } finally {
      await production.close();
    }
  });

  it('answers 409 for a server on real time', async () => {
    const realTime = await startServer({ clock: systemClock });
    try {
      expect((await move(realTime, { advanceMinutes: 5 })).statusCode).toBe(409);
    } finally {
      await realTime.close();
    }
  });
});

describe('OffsetClock', () => {
  it('follows real time plus every advance', () => {
    const clock = new OffsetClock();
    clock.advance(10 * 60_000);
    const drift = clock.now() - Date.now() - 10 * 60_000;
    expect(Math.abs(drift)).toBeLessThan(1000);
  });
});
