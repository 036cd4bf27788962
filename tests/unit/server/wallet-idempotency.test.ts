import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { installErrorHandler } from '../../../server/http/errors';
import { route } from '../../../server/http/route';
import { bodySha256, canonicalJson } from '../../../server/modules/ledger/idempotent-requests';
import { ApiError, endpoint, errors } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';

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
  await app.ready();
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

  it('keeps key spaces apart per member', async () => {
    const rows = await server.ctx.db
      .selectFrom('idempotent_requests')
      .select(['scope', 'key', 'status'])
      .where('key', '=', 'key-replay-0001')
      .execute();
    expect(rows).toEqual([{ scope: 'public', key: 'key-replay-0001', status: 200 }]);
  });
});
