import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../../../server/app';
import { ManualClock } from '../../../server/clock';
import { type DatabaseSource, postgresPool } from '../../../server/db/connection';
import { generateJweKeys, type JweKeys } from '../../../server/http/jwe';
import {
  type Endpoint,
  type Envelope,
  type RequestOf,
  type ResponseOf,
  system,
} from '../../../src/core/contract';

let sharedKeys: Promise<JweKeys> | undefined;

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

/** A database for one test file: in-memory PGlite, or a fresh schema on DATABASE_URL's PostgreSQL. */
export async function testDatabase(): Promise<{ database: DatabaseSource; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: new PGlite(), drop: async () => {} };
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return {
    database: postgresPool(url, schema),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleaner.end();
    },
  };
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

/**
 * The catalogue a test server seeds unless a test asks for another size: big enough for
 * every kind of game, VASSALAGE halls and PvP rooms, small enough to start in a blink.
 */
export const TEST_CATALOGUE_SIZE = 400;

export async function startServer(options: Partial<BuildOptions> = {}): Promise<TestServer> {
  const clock = new ManualClock();
  const { database, drop } = await testDatabase();
  sharedKeys ??= generateJweKeys().then(({ keys }) => keys);
  try {
    const app = await buildApp({
      database,
      clock,
      logStream: false,
      jwe: await sharedKeys,
      publicUrl: 'https://play.gamedeck.test',
      // No built site unless a test provides one.
      distDir: join(tmpdir(), 'gamedeck-no-site'),
      catalogueSize: TEST_CATALOGUE_SIZE,
      // Scheduled jobs run when a test asks (runSettlements, settleDue…), never on a timer in the middle of one.
      scheduledJobs: false,
      ...options,
    });
    return new TestServer(app, clock, drop);
  } catch (error) {
    await drop();
    throw error;
  }
}
