import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { inject } from 'vitest';
import type { BuildOptions } from '../../../server/app';
import { ManualClock } from '../../../server/clock';
import { operatorConfigSchema } from '../../../server/config/operator';
import { type DatabaseSource, postgresPool } from '../../../server/db/connection';
import { policyOf } from '../../../server/modules/responsible/profiles';
import {
  type Endpoint,
  type Envelope,
  type RequestOf,
  type ResponseOf,
  system,
} from '../../../src/core/contract';
import { adminQuery, databaseUrl } from './seeded-copy';
import { buildTestApp, seedsAsDefault } from './test-app';

export { TEST_CATALOGUE_SIZE } from './test-app';

/** The player-protection rules of a brand with the default operator.json (profile none, UTC). */
export const DEFAULT_POLICY = policyOf(operatorConfigSchema.parse({}));

export interface CallOptions {
  token?: string;
  /** The socket address the request comes from (default 127.0.0.1, known to seeded accounts). */
  ip?: string;
  headers?: Record<string, string>;
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

/** A test database: what `testDatabase` or `seededDatabase` gives. */
export interface TestDatabase {
  database: DatabaseSource;
  drop: () => Promise<void>;
  /** Another pool on the same database, as another node has (PostgreSQL only: PGlite belongs to one process). */
  anotherPool?: () => DatabaseSource;
}

/** An empty database: in-memory PGlite, or a fresh schema on DATABASE_URL's PostgreSQL. */
export async function testDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: new PGlite(), drop: async () => {} };
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  return {
    database: postgresPool(url, schema),
    drop: () => adminQuery(url, `DROP SCHEMA ${schema} CASCADE`),
    anotherPool: () => postgresPool(url, schema),
  };
}

/**
 * A database migrated and seeded as a default test server's is, copied from the one the suite's global setup
 * made (a PGlite data directory, or a PostgreSQL template database): a server starts on it in a fraction of
 * the time migrating and seeding take. Without that setup (a file run under another config), an empty one.
 */
export async function seededDatabase(): Promise<TestDatabase> {
  const copy = inject('seededCopy');
  if (!copy) return testDatabase();
  if (copy.kind === 'pglite') {
    const dataDir = new Blob([await readFile(copy.dataDir)]);
    return { database: new PGlite({ loadDataDir: dataDir }), drop: async () => {} };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the seeded copy is a PostgreSQL template, but DATABASE_URL is not set');
  const name = `gamedeck_test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${copy.template}`);
  const own = databaseUrl(url, name);
  return {
    database: postgresPool(own),
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    anotherPool: () => postgresPool(own),
  };
}

/** A database for a server built with `options`: the seeded copy when it seeds as the default does. */
function databaseFor(options: Partial<BuildOptions>): Promise<TestDatabase> {
  return seedsAsDefault(options) ? seededDatabase() : testDatabase();
}

/** Collects every log line the server writes, to prove secrets never reach the log. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.lines.push(chunk.toString());
    done();
  }
  get text(): string {
    return this.lines.join('');
  }
}

export class TestServer {
  constructor(
    readonly app: FastifyInstance,
    readonly clock: ManualClock,
    private readonly drop: () => Promise<void>,
  ) {}

  get ctx() {
    return this.app.gamedeck;
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.drop();
  }

  /** Seals `value` to the server; an encrypted body also carries a nonce from bodyNonce. */
  async encrypt(value: unknown, nonce?: string): Promise<string> {
    const key = await importJWK(this.ctx.jwe.publicJwk as JWK, 'RSA-OAEP-256');
    return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(value)))
      .setProtectedHeader({
        alg: 'RSA-OAEP-256',
        enc: 'A256GCM',
        kid: this.ctx.jwe.kid,
        ...(nonce === undefined ? {} : { nonce }),
      })
      .encrypt(key);
  }

  /** A fresh one-time nonce for an encrypted body, as the client asks for one. */
  async bodyNonce(): Promise<string> {
    const response = await this.app.inject({
      method: system.bodyNonce.method,
      url: system.bodyNonce.path,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    return (response.json() as Envelope<{ nonce: string }>).value!.nonce;
  }

  /**
   * Calls an endpoint the way the client does: query for GET/DELETE, JWE, form or JSON bodies.
   * The answer's value is typed by the endpoint's response schema; the input may break the
   * request schema on purpose, to test the server's refusal.
   */
  async call<E extends Endpoint>(
    endpoint: E,
    input: RequestOf<E> | Record<string, unknown>,
    options: CallOptions = {},
  ): Promise<Answer<ResponseOf<E>>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.token = options.token;
    let payload: string | undefined;
    let query: Record<string, string> | undefined;
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
      query = Object.fromEntries(
        Object.entries(input as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
      );
    } else if (endpoint.encrypted) {
      headers['content-type'] = 'application/jose';
      payload = await this.encrypt(input, await this.bodyNonce());
    } else if (endpoint.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(input as Record<string, string>).toString();
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(input);
    }
    const response = await this.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers,
      ...(query ? { query } : {}),
      ...(payload !== undefined ? { payload } : {}),
      remoteAddress: options.ip ?? '127.0.0.1',
    });
    return { status: response.statusCode, body: response.json() as Envelope<ResponseOf<E>> };
  }

  /** Messages the dev outbox holds for a recipient, newest first. */
  async outbox(to: string): Promise<{ body: string; subject: string | null; channel: string }[]> {
    const response = await this.app.inject({ method: 'GET', url: '/dev/outbox', query: { to } });
    return response.json();
  }

  /** The 6-digit code of the latest message sent to a recipient. */
  async lastCode(to: string): Promise<string> {
    const [latest] = await this.outbox(to);
    const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }

  /** Draws a captcha and reads its answer from the dev route. */
  async solvedCaptcha(): Promise<{ captchaId: string; captcha: string }> {
    const captchaId = randomUUID();
    await this.app.inject({ method: 'GET', url: '/wps/captcha', query: { id: captchaId } });
    const answer = await this.app.inject({ method: 'GET', url: `/dev/captcha/${captchaId}` });
    return { captchaId, captcha: answer.body };
  }
}

export async function startServer(options: Partial<BuildOptions> = {}): Promise<TestServer> {
  const clock = new ManualClock();
  const { database, drop } = await databaseFor(options);
  try {
    return new TestServer(await buildTestApp(database, clock, options), clock, drop);
  } catch (error) {
    await drop();
    throw error;
  }
}

/**
 * Servers on one database, as the nodes of a cluster are: `count` of them on DATABASE_URL's PostgreSQL,
 * each with its own pool, or just one on PGlite (its database belongs to one process). They start one
 * after another (the first migrates and seeds) and share one clock; `close` stops them all.
 */
export async function startNodes(
  count: number,
  options: Partial<BuildOptions> = {},
): Promise<{ nodes: TestServer[]; close: () => Promise<void> }> {
  const clock = new ManualClock();
  const { database, drop, anotherPool } = await databaseFor(options);
  const nodes: TestServer[] = [];
  const noDrop = async () => {};
  const close = async () => {
    for (const node of nodes.reverse()) await node.app.close();
    await drop();
  };
  try {
    nodes.push(new TestServer(await buildTestApp(database, clock, options), clock, noDrop));
    while (anotherPool && nodes.length < count) {
      nodes.push(new TestServer(await buildTestApp(anotherPool(), clock, options), clock, noDrop));
    }
    return { nodes, close };
  } catch (error) {
    await close();
    throw error;
  }
}
