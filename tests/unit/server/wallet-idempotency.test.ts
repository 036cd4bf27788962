import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { installErrorHandler } from '../../../server/http/errors';
import { bodySha256, canonicalJson } from '../../../server/http/replays';
import { route } from '../../../server/http/route';
import { accountFor } from '../../../server/modules/ledger/accounts';
import { transfer } from '../../../server/modules/ledger/transfer';
import { ApiError, endpoint, errors } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';
import { newPlayer } from './payments-fixtures';

/** A money-like call: counts how often it really ran, refuses amounts over 100. */
const pay = endpoint({
  method: 'POST',
  path: '/test/pay',
  idempotent: true,
  request: z.object({ amount: z.int(), note: z._default(z.string(), '') }),
  response: z.object({ run: z.number() }),
});

let server: TestServer;
let app: FastifyInstance;
let runs = 0;
let slowMs = 0;

/** Moves `amount` from the player to the house, then fails as `then` says. */
const move = endpoint({
  method: 'POST',
  path: '/test/move',
  idempotent: true,
  request: z.object({ amount: z.int(), ending: z.enum(['answer', 'refuse', 'crash']) }),
  response: z.object({ moved: z.number() }),
});
let player = 0;
let moveRuns = 0;

beforeAll(async () => {
  server = await startServer();
  app = Fastify({ logger: false });
  installErrorHandler(app);
  route(app, server.ctx, pay, async (input) => {
    runs += 1;
    const run = runs;
    if (slowMs) await new Promise((resolve) => setTimeout(resolve, slowMs));
    if (input.amount > 100) throw ApiError.of('INSUFFICIENT_FUNDS');
    return { run };
  });
  route(app, server.ctx, move, async (input, call) => {
    moveRuns += 1;
    const at = new Date(server.clock.now());
    const db = server.ctx.db;
    await transfer(db, {
      idempotencyKey: `test-move:${call.idempotencyKey}`,
      kind: 'bonus' as const,
      memo: 'test move',
      legs: [
        { accountId: await accountFor(db, player, 'player_main', at), amountMinor: -input.amount },
        { accountId: await accountFor(db, null, 'house_games', at), amountMinor: input.amount },
      ],
      at,
    });
    if (input.ending === 'refuse') throw ApiError.of('FEATURE_DISABLED');
    if (input.ending === 'crash') throw new Error('failed after the transfer');
    return { moved: input.amount };
  });
  await app.ready();
  player = (await newPlayer(server, 'idem_mover', 10_000)).id;
});
afterAll(async () => {
  await app.close();
  await server.close();
});

const post = (key: string | undefined, body: unknown) =>
  app.inject({
    method: 'POST',
    url: pay.path,
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    payload: JSON.stringify(body),
  });

describe('request idempotency', () => {
  it('hashes the canonical body, whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}',
    );
    expect(bodySha256({ amount: 5, note: 'x' })).toBe(bodySha256({ note: 'x', amount: 5 }));
  });

  it('refuses a money call without an Idempotency-Key', async () => {
    const answer = await post(undefined, { amount: 1 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe(errors.INVALID_INPUT.code);
    expect(answer.json().fields).toHaveProperty('Idempotency-Key');
  });

  it('answers a repeat with the first answer and runs the call once', async () => {
    const before = runs;
    const first = await post('key-replay-0001', { amount: 10, note: 'a' });
    const again = await post('key-replay-0001', { note: 'a', amount: 10 });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(before + 1);
  });

  it('sends the answer it stored as JSON, and the same answer again on a repeat', async () => {
    for (const [key, amount] of [
      ['key-stored-json-01', 12],
      ['key-stored-json-02', 500],
    ] as const) {
      const first = await post(key, { amount });
      const again = await post(key, { amount });
      const { rows } = await sql<{ response: unknown }>`SELECT response FROM idempotent_requests
        WHERE key = ${key}`.execute(server.ctx.db);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.body).toBe(JSON.stringify(first.json()));
      expect(first.json().code).toBe(amount > 100 ? errors.INSUFFICIENT_FUNDS.code : 0);
      expect(first.json()).toEqual(rows[0]!.response);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.json()).toEqual(first.json());
    }
  });

  it('answers 409 to the same key with another body', async () => {
    await post('key-conflict-01', { amount: 10 });
    const other = await post('key-conflict-01', { amount: 11 });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe(errors.IDEMPOTENCY_CONFLICT.code);
  });

  it('keeps a refusal as the first answer', async () => {
    const before = runs;
    const first = await post('key-refused-01', { amount: 500 });
    const again = await post('key-refused-01', { amount: 500 });
    expect(first.statusCode).toBe(409);
    expect(first.json().code).toBe(errors.INSUFFICIENT_FUNDS.code);
    expect(again.json()).toEqual(first.json());
    expect(runs).toBe(before + 1);
  });

  it('does not store a request that fails validation', async () => {
    const invalid = await post('key-invalid-01', { amount: 'x' });
    expect(invalid.statusCode).toBe(400);
    const valid = await post('key-invalid-01', { amount: 3 });
    expect(valid.statusCode).toBe(200);
  });

  it('runs concurrent requests with one key once', async () => {
    const before = runs;
    slowMs = 100;
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => post('key-concurrent-01', { amount: 7 })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((answer) => answer.json().value.run)).size).toBe(1);
      expect(runs).toBe(before + 1);
    } finally {
      slowMs = 0;
    }
  });

  /** A request row as a server that died while running it leaves it: no answer, its lease. */
  async function orphan(key: string, body: unknown, leaseSeconds: number): Promise<void> {
    await server.ctx.db
      .insertInto('idempotent_requests')
      .values({
        scope: 'public',
        key,
        path: pay.path,
        body_sha256: bodySha256(body),
        status: null,
        response: null,
        created_at: new Date(),
        completed_at: null,
        owner: 'a-node-that-died',
        lease_expires_at: sql<Date>`clock_timestamp() + make_interval(secs => ${leaseSeconds})`,
      })
      .execute();
  }

  it('runs a request once whose owner died without answering, when its lease has run out', async () => {
    const before = runs;
    await orphan('key-orphan-0001', { amount: 4 }, -1);
    const retry = await post('key-orphan-0001', { amount: 4 });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    const again = await post('key-orphan-0001', { amount: 4 });
    expect(again.json()).toEqual(retry.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(before + 1);
  });

  it('waits while the owner holds its lease, then takes the request over', async () => {
    const before = runs;
    await orphan('key-orphan-0002', { amount: 5 }, 0.6);
    const started = Date.now();
    const retry = await post('key-orphan-0002', { amount: 5 });
    expect(retry.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(runs).toBe(before + 1);
  });

  it('keeps a slow request its own while its owner renews the lease', async () => {
    const before = runs;
    const lease = server.ctx.requestLeaseMs;
    server.ctx.requestLeaseMs = 300;
    slowMs = 1500;
    try {
      const first = post('key-renewed-001', { amount: 9 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [answer, repeat] = await Promise.all([first, post('key-renewed-001', { amount: 9 })]);
      expect(answer.statusCode).toBe(200);
      expect(repeat.json()).toEqual(answer.json());
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(runs).toBe(before + 1);
    } finally {
      slowMs = 0;
      server.ctx.requestLeaseMs = lease;
    }
  });

  it('treats a request left running before leases existed as orphaned', async () => {
    const before = runs;
    await orphan('key-orphan-0003', { amount: 6 }, 0);
    await server.ctx.db
      .updateTable('idempotent_requests')
      .set({ owner: null, lease_expires_at: null })
      .where('key', '=', 'key-orphan-0003')
      .execute();
    expect((await post('key-orphan-0003', { amount: 6 })).statusCode).toBe(200);
    expect(runs).toBe(before + 1);
  });

  it('still refuses another body for an orphaned key', async () => {
    await orphan('key-orphan-0004', { amount: 7 }, -1);
    const other = await post('key-orphan-0004', { amount: 8 });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe(errors.IDEMPOTENCY_CONFLICT.code);
  });

  const balance = async () =>
    (
      await server.ctx.db
        .selectFrom('ledger_accounts')
        .select('balance_minor')
        .where('member_id', '=', player)
        .where('kind', '=', 'player_main')
        .executeTakeFirstOrThrow()
    ).balance_minor;
  const postMove = (key: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url: move.path,
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      payload: JSON.stringify(body),
    });

  it("keeps a request's transfer only together with its answer", async () => {
    const start = await balance();
    const crashed = await postMove('key-move-crash1', { amount: 30, ending: 'crash' });
    expect(crashed.statusCode).toBe(500);
    expect(await balance()).toBe(start);
    const refused = await postMove('key-move-refuse', { amount: 40, ending: 'refuse' });
    expect(refused.json().code).toBe(errors.FEATURE_DISABLED.code);
    expect(await balance()).toBe(start);
    const runsBefore = moveRuns;
    const moved = await postMove('key-move-answer', { amount: 50, ending: 'answer' });
    const replay = await postMove('key-move-answer', { amount: 50, ending: 'answer' });
    expect(moved.json().value).toEqual({ moved: 50 });
    expect(replay.json()).toEqual(moved.json());
    expect(moveRuns).toBe(runsBefore + 1);
    expect(await balance()).toBe(start - 50);
  });

  it('keeps key spaces apart per member', async () => {
    const rows = await server.ctx.db
      .selectFrom('idempotent_requests')
      .select(['scope', 'key', 'status'])
      .where('key', '=', 'key-replay-0001')
      .execute();
    expect(rows).toEqual([{ scope: 'public', key: 'key-replay-0001', status: 200 }]);
  });
});
