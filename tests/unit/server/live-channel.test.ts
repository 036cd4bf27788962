import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { inTransaction } from '../../../server/db/transaction';
import { accountFor } from '../../../server/modules/ledger/accounts';
import { transfer } from '../../../server/modules/ledger/transfer';
import { LIVE_SUBS_PER_MINUTE } from '../../../server/modules/live/socket';
import { HELD_EVENTS, liveChannel } from '../../../server/modules/live/topic-log';
import { LOTTERY_GAMES } from '../../../server/modules/lottery/games';
import { settleDueDraws } from '../../../server/modules/lottery/settlement';
import { errors, live } from '../../../src/core/contract';
import { LIVE_CLOSE, type LiveServerFrame, MAX_LIVE_TOPICS } from '../../../src/core/contract/live';
import { startServer, type TestServer, testDatabase } from './harness';
import { at, moveClockTo, openDrawOf, placeSlip, TEST_LOTTERY_SECRET, testSeeds } from './lottery-fixtures';
import { newPlayer } from './payments-fixtures';

let server: TestServer;
let host: string;
let site: string;
beforeAll(async () => {
  server = await startServer({ lotterySecret: TEST_LOTTERY_SECRET });
  host = await listen(server);
  site = new URL(server.ctx.publicUrl).origin;
});
afterAll(() => server.close());

async function listen(target: TestServer): Promise<string> {
  await target.app.listen({ port: 0, host: '127.0.0.1' });
  return `127.0.0.1:${(target.app.server.address() as AddressInfo).port}`;
}

type Frame<T extends LiveServerFrame['type']> = Extract<LiveServerFrame, { type: T }>;

/** A live socket and the frames it received; `next(type)` waits for the next frame of that type. */
async function connect(options: { ticket?: string; origin?: string; to?: string } = {}) {
  const query = options.ticket ? `?ticket=${encodeURIComponent(options.ticket)}` : '';
  const socket = new WebSocket(`ws://${options.to ?? host}/ws/live${query}`, {
    headers: { origin: options.origin ?? site },
  });
  const frames: LiveServerFrame[] = [];
  const waiting: { type: string; resolve: (frame: LiveServerFrame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as LiveServerFrame;
    const index = waiting.findIndex((entry) => entry.type === frame.type);
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(frame);
    else frames.push(frame);
  });
  const closing = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const opened = await new Promise<{ ok: true } | { ok: false; status: number }>((resolve) => {
    socket.once('open', () => resolve({ ok: true }));
    socket.once('unexpected-response', (_request, response) =>
      resolve({ ok: false, status: response.statusCode ?? 0 }),
    );
    socket.once('error', () => resolve({ ok: false, status: 0 }));
  });
  const next = <T extends LiveServerFrame['type']>(type: T, timeoutMs = 5_000) =>
    new Promise<Frame<T>>((resolve, reject) => {
      const seen = frames.findIndex((frame) => frame.type === type);
      if (seen >= 0) return resolve(frames.splice(seen, 1)[0] as Frame<T>);
      const timer = setTimeout(() => reject(new Error(`no ${type} frame`)), timeoutMs);
      waiting.push({
        type,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame as Frame<T>);
        },
      });
    });
  return {
    socket,
    opened,
    next,
    /** The frames received and not yet taken by `next`. */
    frames,
    closed: () => closing,
    send: (frame: unknown) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function liveTicket(target: TestServer, token: string): Promise<string> {
  const answer = await target.call(live.ticket, {}, { token });
  expect(answer.body.code).toBe(0);
  return answer.body.value!.ticket;
}

const member = (name: string, balance = 100_000) =>
  newPlayer(server, `${name}_${randomUUID().slice(0, 6)}`, balance);

/** A member's socket following their balance, its snapshot taken. */
async function balanceWatch(who: { token: string }, after?: number, target = server, to = host) {
  const watcher = await connect({ ticket: await liveTicket(target, who.token), to });
  expect(watcher.opened).toEqual({ ok: true });
  await watcher.next('welcome');
  watcher.send({ type: 'sub', topic: 'member:balance', ...(after === undefined ? {} : { after }) });
  return watcher;
}

/** Moves money from the house into the member's main wallet, in `db`'s transaction when it is one. */
async function credit(target: TestServer, db: TestServer['ctx']['db'], memberId: number, amount: number) {
  const when = at(target);
  await transfer(db, {
    idempotencyKey: `live-test:${randomUUID()}`,
    kind: 'seed',
    memo: 'live channel test',
    legs: [
      { accountId: await accountFor(db, null, 'house_seed', when), amountMinor: -amount },
      { accountId: await accountFor(db, memberId, 'player_main', when), amountMinor: amount },
    ],
    at: when,
  });
}

describe('connecting', () => {
  it("opens from the site's pages without a ticket and refuses other origins", async () => {
    const visitor = await connect();
    expect(visitor.opened).toEqual({ ok: true });
    expect((await visitor.next('welcome')).stream).toMatch(/\S/);
    visitor.socket.close();
    expect((await connect({ origin: 'https://evil.example' })).opened).toEqual({ ok: false, status: 403 });
  });

  it('asks a ticket for member topics, and a ticket opens one socket once', async () => {
    const visitor = await connect();
    visitor.send({ type: 'sub', topic: 'member:balance' });
    expect(await visitor.next('error')).toEqual({
      type: 'error',
      code: errors.NOT_LOGGED_IN.code,
      topic: 'member:balance',
    });
    visitor.socket.close();

    expect((await server.call(live.ticket, {})).body.code).toBe(errors.NOT_LOGGED_IN.code);
    const who = await member('ticket', 12_345);
    const ticket = await liveTicket(server, who.token);
    const watcher = await connect({ ticket });
    watcher.send({ type: 'sub', topic: 'member:balance' });
    expect((await watcher.next('snapshot')).data).toEqual({ balanceMinor: 12_345 });
    watcher.socket.close();
    expect((await connect({ ticket })).opened).toEqual({ ok: false, status: 401 });
    expect((await connect({ ticket: 'made-up' })).opened).toEqual({ ok: false, status: 401 });
  });
});

describe('limits', () => {
  it('holds five sockets per member and twenty per address', async () => {
    const who = await member('five');
    const sockets = [];
    for (let i = 0; i < 5; i += 1)
      sockets.push(await connect({ ticket: await liveTicket(server, who.token) }));
    const sixth = await connect({ ticket: await liveTicket(server, who.token) });
    expect((await sixth.closed()).code).toBe(4008);
    for (let i = 0; i < 15; i += 1) sockets.push(await connect());
    const twentyFirst = await connect();
    expect((await twentyFirst.closed()).code).toBe(4008);
    for (const open of sockets) {
      open.socket.close();
      await open.closed();
    }
    const again = await connect();
    expect((await again.next('welcome')).type).toBe('welcome');
    again.socket.close();
  });

  it(`holds ${MAX_LIVE_TOPICS} topics per socket and says which topic it refuses`, async () => {
    const watcher = await connect();
    const codes = LOTTERY_GAMES.slice(0, MAX_LIVE_TOPICS + 1).map((game) => `lottery:${game.code}`);
    for (const topic of codes.slice(0, MAX_LIVE_TOPICS)) watcher.send({ type: 'sub', topic });
    for (let i = 0; i < MAX_LIVE_TOPICS; i += 1) await watcher.next('snapshot');
    watcher.send({ type: 'sub', topic: codes[MAX_LIVE_TOPICS] });
    expect(await watcher.next('error')).toEqual({
      type: 'error',
      code: errors.LIVE_TOO_MANY_TOPICS.code,
      topic: codes[MAX_LIVE_TOPICS],
    });
    watcher.send({ type: 'unsub', topic: codes[0] });
    watcher.send({ type: 'sub', topic: codes[MAX_LIVE_TOPICS] });
    expect((await watcher.next('snapshot')).topic).toBe(codes[MAX_LIVE_TOPICS]);
    watcher.socket.close();
  });

  it(`takes ${LIVE_SUBS_PER_MINUTE} subscriptions a minute per socket, so a page cannot loop on snapshots`, async () => {
    const watcher = await connect();
    for (let i = 0; i <= LIVE_SUBS_PER_MINUTE; i += 1) watcher.send({ type: 'sub', topic: 'lottery:XSMB' });
    expect(await watcher.next('error')).toEqual({
      type: 'error',
      code: errors.TOO_MANY_REQUESTS.code,
      topic: 'lottery:XSMB',
    });
    expect(watcher.socket.readyState).toBe(WebSocket.OPEN);
    watcher.socket.close();
  });
});

describe('bad frames', () => {
  it.each([
    ['not JSON', '{"type":'],
    ['not a live frame', { type: 'sub', topic: 42 }],
    ['not a live frame', { type: 'subscribe', topic: 'lottery:XSMB' }],
    ['not a live frame', { type: 'sub', topic: 'lottery:XSMB', after: -1 }],
    ['not a live frame', { type: 'sub', topic: 'lottery:XSMB', extra: true }],
  ])('close the socket with the reason (%s) and the node serves on', async (reason, frame) => {
    const watcher = await connect();
    watcher.send(frame);
    expect(await watcher.closed()).toEqual({
      code: LIVE_CLOSE.malformed,
      reason: `malformed frame: ${reason}`,
    });
    const next = await connect();
    next.send({ type: 'sub', topic: 'lottery:XSMB' });
    expect((await next.next('snapshot')).topic).toBe('lottery:XSMB');
    next.socket.close();
  });

  it('closes on a binary or oversized frame; an unknown topic is only refused', async () => {
    const binary = await connect();
    binary.socket.send(Buffer.from([1, 2, 3]));
    expect((await binary.closed()).code).toBe(LIVE_CLOSE.malformed);
    const big = await connect();
    big.send({ type: 'sub', topic: `lottery:${'X'.repeat(5_000)}` });
    expect((await big.closed()).code).toBe(1009);

    const watcher = await connect();
    watcher.send({ type: 'sub', topic: 'lottery:NOPE' });
    expect(await watcher.next('error')).toEqual({
      type: 'error',
      code: errors.LIVE_TOPIC_UNKNOWN.code,
      topic: 'lottery:NOPE',
    });
    watcher.send({ type: 'sub', topic: 'weather:today' });
    expect((await watcher.next('error')).code).toBe(errors.LIVE_TOPIC_UNKNOWN.code);
    expect(watcher.socket.readyState).toBe(WebSocket.OPEN);
    watcher.socket.close();
  });
});

describe('member:balance', () => {
  it('pushes the balance once a movement commits, not before', async () => {
    const who = await member('commit', 1_000);
    const watcher = await balanceWatch(who);
    await watcher.next('snapshot');
    await inTransaction(server.ctx.db, async (trx) => {
      await credit(server, trx, who.id, 500);
      await sleep(150);
      expect(watcher.frames).toEqual([]);
    });
    expect((await watcher.next('event')).data).toEqual({ balanceMinor: 1_500 });
    watcher.socket.close();
  });

  it('pushes nothing for a movement rolled back', async () => {
    const who = await member('rollback', 1_000);
    const watcher = await balanceWatch(who);
    await watcher.next('snapshot');
    await expect(
      inTransaction(server.ctx.db, async (trx) => {
        await credit(server, trx, who.id, 500);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await sleep(300);
    expect(watcher.frames).toEqual([]);
    watcher.socket.close();
  });

  it("pushes the balance after a bet placed through the API (the request's transaction)", async () => {
    const who = await member('bet', 10_000);
    const watcher = await balanceWatch(who);
    await watcher.next('snapshot');
    const placed = await placeSlip(server, who.token, 'SEA-F1', [
      { playType: 'bigsmall', selection: ['big'], stake: 1_000 },
    ]);
    expect(placed.body.code).toBe(0);
    expect((await watcher.next('event')).data).toEqual({ balanceMinor: 9_000 });
    watcher.socket.close();
  });

  it('pushes at most twice a second, the newest balance last', async () => {
    const who = await member('burst', 0);
    const watcher = await balanceWatch(who);
    await watcher.next('snapshot');
    const started = performance.now();
    for (let i = 1; i <= 8; i += 1) await credit(server, server.ctx.db, who.id, 100);
    await sleep(Math.max(0, 1_200 - (performance.now() - started)));
    const events = watcher.frames.filter((frame) => frame.type === 'event');
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.length).toBeLessThanOrEqual(3);
    expect(events.at(-1)!.data).toEqual({ balanceMinor: 800 });
    watcher.socket.close();
  });
});

describe('resuming', () => {
  it('gives a page that comes back what it missed, or a snapshot when its number is unknown', async () => {
    const who = await member('resume', 1_000);
    const first = await balanceWatch(who);
    const { seq } = await first.next('snapshot');
    first.socket.close();
    await first.closed();
    await credit(server, server.ctx.db, who.id, 200);
    await credit(server, server.ctx.db, who.id, 300);
    await sleep(100);

    const back = await balanceWatch(who, seq);
    const missed = await back.next('event');
    expect(missed.data).toEqual({ balanceMinor: 1_500 });
    expect(missed.seq).toBeGreaterThan(seq);
    await sleep(100);
    expect(back.frames.filter((frame) => frame.type === 'snapshot')).toEqual([]);
    back.socket.close();

    const foreign = await balanceWatch(who, 1e12);
    expect((await foreign.next('snapshot')).data).toEqual({ balanceMinor: 1_500 });
    foreign.socket.close();
  });

  it(`answers a snapshot once more than ${HELD_EVENTS} pushes came since`, async () => {
    const topic = 'lottery:ZY-F15';
    const holder = await connect();
    holder.send({ type: 'sub', topic });
    const { seq } = await holder.next('snapshot');
    for (let i = 0; i <= HELD_EVENTS; i += 1) {
      await server.ctx.fanout.publish(liveChannel(topic), { drawId: `test-${i}` });
    }
    const resumed = await connect();
    resumed.send({ type: 'sub', topic, after: seq });
    expect((await resumed.next('snapshot')).topic).toBe(topic);

    const recent = await connect();
    const last = seq + HELD_EVENTS + 1;
    recent.send({ type: 'sub', topic, after: last - 2 });
    const [one, two] = [await recent.next('event'), await recent.next('event')];
    expect([one.seq, two.seq]).toEqual([last - 1, last]);
    expect(two.data).toEqual({ drawId: `test-${HELD_EVENTS}` });
    for (const open of [holder, resumed, recent]) open.socket.close();
  });
});

describe('lottery:<gameCode>', () => {
  it("pushes a draw's result once its settlement commits", async () => {
    const who = await member('draw', 10_000);
    const watcher = await connect();
    watcher.send({ type: 'sub', topic: 'lottery:SEA-F1' });
    await watcher.next('snapshot');
    const draw = openDrawOf(server, 'SEA-F1');
    const placed = await placeSlip(server, who.token, 'SEA-F1', [
      { playType: 'bigsmall', selection: ['small'], stake: 1_000 },
    ]);
    expect(placed.body.code).toBe(0);
    moveClockTo(server, draw.drawAt);
    await settleDueDraws(server.ctx.db, testSeeds, server.ctx.hooks.roundSettled, at(server));
    const pushed = await watcher.next('event');
    expect(pushed.data).toMatchObject({ drawId: draw.drawId, gameCode: 'SEA-F1', settled: true });
    watcher.socket.close();

    const later = await connect();
    later.send({ type: 'sub', topic: 'lottery:SEA-F1' });
    expect((await later.next('snapshot')).data).toMatchObject({ drawId: draw.drawId, settled: true });
    later.socket.close();
  });
});

describe.runIf(process.env.REDIS_URL)('two nodes sharing Redis', () => {
  it('deliver a balance moved on one node to the page connected to the other', async () => {
    const { database, drop } = await testDatabase();
    const { buildApp } = await import('../../../server/app');
    const { ManualClock } = await import('../../../server/clock');
    const { TestServer } = await import('./harness');
    const node = async () =>
      new TestServer(
        await buildApp({
          database,
          clock: new ManualClock(),
          logStream: false,
          publicUrl: server.ctx.publicUrl,
          redisUrl: process.env.REDIS_URL,
          scheduledJobs: false,
          catalogueSize: 50,
        }),
        new ManualClock(),
        async () => {},
      );
    const nodeA = await node();
    const nodeB = await node();
    try {
      const hostB = await listen(nodeB);
      const who = await newPlayer(nodeA, `twonodes_${randomUUID().slice(0, 6)}`, 1_000);
      const watcher = await balanceWatch(who, undefined, nodeA, hostB);
      await watcher.next('snapshot');
      await credit(nodeA, nodeA.ctx.db, who.id, 250);
      expect((await watcher.next('event')).data).toEqual({ balanceMinor: 1_250 });
      watcher.socket.close();
    } finally {
      await nodeB.app.close().catch(() => undefined);
      await nodeA.app.close().catch(() => undefined);
      await drop();
    }
  });
});
