import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DatabaseSource, postgresPool } from '../../../server/db/connection';
import type { Database, Db } from '../../../server/modules/database';
import { DEMO_PASSWORD } from '../../../server/modules/seed/seed';
import { auth, type Endpoint, type Envelope, system, wallet } from '../../../src/core/contract';

/**
 * kill -9 in the middle of a burst of money-moving requests: after a restart every key's
 * retry gets its committed answer or runs exactly once, and the ledger stays conserved.
 */

const SERVER = join(import.meta.dirname, 'crash-server.ts');
const REQUESTS = 60;
const IN_FLIGHT = 16;
/** The server kills itself in the middle of this transfer of the burst, before it commits. */
const KILL_AT_TRANSFER = 20;
const LEASE_MS = 1500;

interface Target {
  env: Record<string, string>;
  /** Opens the database once the server is stopped; closes it with the returned function. */
  open: () => Promise<{ db: Db; close: () => Promise<void> }>;
  cleanUp: () => Promise<void>;
}

function pgliteTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), 'gamedeck-crash-'));
  return {
    env: { DATA_DIR: dataDir },
    open: async () => {
      const database = new PGlite(join(dataDir, 'pglite'));
      const db = createDb<Database>(database);
      return { db, close: () => db.destroy() };
    },
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gamedeck-crash-'));
  const schema = `crash_${randomUUID().replace(/-/g, '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE SCHEMA ${schema}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_SCHEMA: schema },
    open: async () => {
      const db = createDb<Database>(postgresPool(url, schema) as DatabaseSource);
      return { db, close: () => db.destroy() };
    },
    cleanUp: async () => {
      await admin(`DROP SCHEMA ${schema} CASCADE`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every server process started, so none outlives a failed test. */
const children = new Set<ChildProcess>();

interface Running {
  child: ChildProcess;
  port: number;
}

/** Starts the server in its own process (on a free port) and resolves once it listens. */
function startServer(target: Target, killAtTransfer = 0): Promise<Running> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...inherited,
      ...target.env,
      PORT: '0',
      REQUEST_LEASE_MS: String(LEASE_MS),
      KILL_AT_TRANSFER: String(killAtTransfer),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let errors = '';
  child.stderr!.on('data', (chunk) => {
    errors += chunk;
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const ready = /ready (\d+)/.exec(chunk.toString());
      if (ready) resolve({ child, port: Number(ready[1]) });
    });
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}): ${errors}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** A client of one running server: JWE bodies with fresh nonces, as the browser sends them. */
class Client {
  private key: Promise<{ kid: string; jwk: JWK }> | undefined;
  constructor(private readonly port: number) {}

  async fetch(endpoint: Endpoint, init: { headers?: Record<string, string>; body?: string } = {}) {
    const response = await fetch(`http://127.0.0.1:${this.port}${endpoint.path}`, {
      method: endpoint.method,
      headers: init.headers ?? {},
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      body: (await response.json()) as Envelope<unknown>,
    };
  }

  async seal(value: unknown): Promise<string> {
    this.key ??= this.fetch(system.publicKey).then(({ body }) => body.value as { kid: string; jwk: JWK });
    const { kid, jwk } = await this.key;
    const nonce = await this.fetch(system.bodyNonce, {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(value)))
      .setProtectedHeader({
        alg: 'RSA-OAEP-256',
        enc: 'A256GCM',
        kid,
        nonce: (nonce.body.value as { nonce: string }).nonce,
      })
      .encrypt(await importJWK(jwk, 'RSA-OAEP-256'));
  }

  async sealed(endpoint: Endpoint, value: unknown, headers: Record<string, string> = {}) {
    return this.send(endpoint, await this.seal(value), headers);
  }

  /** Sends a body sealed beforehand (each is good for one request). */
  send(endpoint: Endpoint, sealed: string, headers: Record<string, string> = {}) {
    return this.fetch(endpoint, {
      headers: { ...headers, 'content-type': 'application/jose' },
      body: sealed,
    });
  }
}

interface Sent {
  key: string;
  amount: number;
  /** The answer that reached the client before the kill, if one did. */
  answer?: { status: number; body: Envelope<unknown> };
}

async function crashAndRecover(target: Target): Promise<void> {
  let { child: server, port } = await startServer(target, KILL_AT_TRANSFER);
  let client = new Client(port);
  const login = await client.sealed(auth.login, {
    type: 'username',
    username: 'demo_player',
    password: DEMO_PASSWORD,
  });
  const token = (login.body.value as { token: string }).token;
  const wallets = await client.fetch(wallet.merchantWallet, { headers: { token } });
  const { wallets: vendorWallets, mainBalance } = wallets.body.value as {
    wallets: { vendorCode: string }[];
    mainBalance: number;
  };
  const vendorCode = vendorWallets[0]!.vendorCode;
  const body = (sent: Sent) => ({ direction: 'toVendor', vendorCode, amount: sent.amount });
  const headersOf = (sent: Sent) => ({ token, 'Idempotency-Key': sent.key });

  // The burst: IN_FLIGHT requests always on their way until the server dies mid-transfer.
  const sent: Sent[] = Array.from({ length: REQUESTS }, (_, index) => ({
    key: `crash-${randomUUID()}`,
    amount: 101 + index,
  }));
  const sealed = await Promise.all(sent.map((request) => client.seal(body(request))));
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < sent.length && server.signalCode === null) {
        const index = next++;
        const request = sent[index]!;
        try {
          const answer = await client.send(wallet.walletTransfer, sealed[index]!, headersOf(request));
          request.answer = { status: answer.status, body: answer.body };
        } catch {
          // The connection died with the server: the client never learns this one's answer.
        }
      }
    }),
  );
  await exited(server);
  expect(server.signalCode).toBe('SIGKILL');
  const beforeCrash = sent.filter((request) => request.answer);
  expect(beforeCrash.length).toBeGreaterThan(0);
  expect(beforeCrash.every((request) => request.answer!.status === 200)).toBe(true);

  // What the crash left: requests claimed but not answered, and none of them moved money
  // (a request's transfer and its stored answer commit together).
  const left = await target.open();
  try {
    const keys = sent.map((request) => request.key);
    const rows = await left.db
      .selectFrom('idempotent_requests')
      .select(['key', 'status'])
      .where('key', 'in', keys)
      .execute();
    const inFlight = rows.filter((row) => row.status === null).map((row) => row.key);
    const moved = await left.db
      .selectFrom('ledger_transfers')
      .select('idempotency_key')
      .where('idempotency_key', 'like', '%:crash-%')
      .execute();
    const movedKeys = new Set(moved.map((row) => row.idempotency_key.replace(/^wallet:\d+:/, '')));
    expect(inFlight.filter((key) => movedKeys.has(key))).toEqual([]);
    // At least the request the server died in was caught in flight.
    expect(inFlight.length).toBeGreaterThan(0);
  } finally {
    await left.close();
  }

  // Restart on the same data and retry every key with its body, a few at a time.
  ({ child: server, port } = await startServer(target));
  client = new Client(port);
  const retries = new Map<string, Awaited<ReturnType<Client['send']>>>();
  let retryNext = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (retryNext < sent.length) {
        const request = sent[retryNext++]!;
        retries.set(
          request.key,
          await client.sealed(wallet.walletTransfer, body(request), headersOf(request)),
        );
      }
    }),
  );
  server.kill('SIGTERM');
  await exited(server);

  for (const request of sent) {
    const retry = retries.get(request.key)!;
    expect(retry.status, request.key).toBe(200);
    if (request.answer) {
      // Answered before the crash: the retry replays that very answer (balances as they were).
      expect(retry.replayed).toBe(true);
      expect(retry.body).toEqual(request.answer.body);
    }
  }

  const { db, close } = await target.open();
  try {
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'demo_player')
      .executeTakeFirstOrThrow();
    // Exactly one ledger transfer per key, of its amount.
    const transfers = await db
      .selectFrom('ledger_transfers')
      .innerJoin('ledger_entries', 'ledger_entries.transfer_id', 'ledger_transfers.id')
      .select(['ledger_transfers.idempotency_key as key', 'ledger_entries.amount_minor as amount'])
      .where('ledger_transfers.idempotency_key', 'like', `wallet:${member.id}:crash-%`)
      .where('ledger_entries.amount_minor', '>', 0)
      .execute();
    expect(transfers.length).toBe(REQUESTS);
    const amountByKey = new Map(transfers.map((row) => [row.key, Number(row.amount)]));
    for (const request of sent) {
      expect(amountByKey.get(`wallet:${member.id}:${request.key}`)).toBe(request.amount);
    }
    // No request is left in flight.
    const open = await db
      .selectFrom('idempotent_requests')
      .select('key')
      .where('status', 'is', null)
      .execute();
    expect(open).toEqual([]);
    // The ledger is conserved: entries sum to zero and every balance is the sum of its entries.
    const accounts = await db
      .selectFrom('ledger_accounts')
      .leftJoin('ledger_entries', 'ledger_entries.account_id', 'ledger_accounts.id')
      .select((eb) => [
        'ledger_accounts.id',
        'ledger_accounts.balance_minor as balance',
        eb.fn.coalesce(eb.fn.sum<number>('ledger_entries.amount_minor'), eb.lit(0)).as('entries'),
      ])
      .groupBy(['ledger_accounts.id', 'ledger_accounts.balance_minor'])
      .execute();
    expect(accounts.reduce((sum, account) => sum + Number(account.entries), 0)).toBe(0);
    for (const account of accounts) expect(Number(account.balance)).toBe(Number(account.entries));
    const main = await db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('member_id', '=', member.id)
      .where('kind', '=', 'player_main')
      .executeTakeFirstOrThrow();
    const moved = sent.reduce((sum, request) => sum + request.amount, 0);
    expect(Number(main.balance_minor)).toBe(mainBalance - moved);
  } finally {
    await close();
  }
}

const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const child of children) {
    child.kill('SIGKILL');
    await exited(child);
  }
  for (const cleanUp of cleanUps) await cleanUp();
});

describe('a server killed in the middle of money-moving requests', () => {
  it('answers every retried key once it is back, on PGlite', { timeout: 180_000 }, async () => {
    const target = pgliteTarget();
    cleanUps.push(target.cleanUp);
    await crashAndRecover(target);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'answers every retried key once it is back, on PostgreSQL',
    { timeout: 180_000 },
    async () => {
      const target = await postgresTarget(process.env.DATABASE_URL!);
      cleanUps.push(target.cleanUp);
      await crashAndRecover(target);
    },
  );
});
