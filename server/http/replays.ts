import { createHash, randomUUID } from 'node:crypto';
import { type ColumnType, type Kysely, sql } from 'kysely';
import { ApiError } from '../../src/core/contract';
import { compiledStatement } from '../db/compiled-statement';
import { leaseExpired, leaseUntil } from '../db/lease-time';
import { inRequestTransaction, outsideRequestTransaction } from '../db/request-transaction';
import type { SignedNonce } from './body-nonces';

/**
 * The answers kept for replays: one row per money-moving request, so a retry with the same key and body gets
 * the first answer again and a retry with another body is refused.
 */
export interface IdempotentRequestsTable {
  /** The member id, or "public" for calls without a session. */
  scope: string;
  key: string;
  path: string;
  /** SHA-256 of the canonical (sorted-key) JSON of the decrypted body. */
  body_sha256: string;
  /** HTTP status of the first answer; null while that request is still running. */
  status: number | null;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: Date;
  completed_at: Date | null;
  /** Who runs the request now (one run on one node); null on rows from before leases. */
  owner: string | null;
  /** Database time until which the owner counts as alive; renewed while it runs. */
  lease_expires_at: Date | null;
}

/** The tables the replay record owns. */
export interface ReplayTables {
  idempotent_requests: IdempotentRequestsTable;
}

type Db = Kysely<ReplayTables>;

/** A request's answer as it was (or will be) sent: HTTP status and envelope. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** An answer this run stored, with the JSON it stored: sent as it is, the body is not serialised twice. */
export interface SerialisedAnswer extends StoredAnswer {
  json: string;
}

export interface IdempotentRequest {
  /** Whose key space the key lives in: the member id, or "public". */
  scope: string;
  key: string;
  path: string;
  /** The decrypted request body, before validation defaults are applied. */
  body: unknown;
  at: Date;
}

/** JSON with object keys sorted at every level, so equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const bodySha256 = (body: unknown): string =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');

const POLL_MS = 25;
/** How long a repeat waits for the first request with its key to finish. */
const WAIT_MS = 15_000;
/**
 * How long a running request's owner counts as alive without renewing its lease (it renews
 * three times per lease). A repeat finding the lease expired takes the request over.
 */
export const DEFAULT_LEASE_MS = 10_000;

export interface RunOnceOptions {
  leaseMs?: number;
  /**
   * The sealed body's one-time nonce (body-nonces.ts), used up in the statement that claims the key: one commit
   * for both. A nonce already used (or null: made up, altered or expired) claims nothing, and only a repeat of a
   * request already received (same key, path and body) goes on, to that request's one outcome; anything else is
   * BODY_NONCE_INVALID.
   */
  nonce?: SignedNonce | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Database time `ms` from now: every node reads leases against the one clock. */

/** Another owner took the request over (this one was presumed dead): nothing it did stays. */
class LeaseLost extends Error {}
/** An answer whose writes are undone: a refusal (its own part) or a server failure (all). */
class UndoneAnswer extends Error {
  constructor(readonly answer: StoredAnswer) {
    super(`undone answer ${answer.status}`);
  }
}

/**
 * Runs `execute` once per (scope, key), across restarts and nodes sharing the database.
 *
 * The key is claimed by inserting its row with a fresh owner and a lease (the primary key
 * makes concurrent claims race safely: exactly one insert wins). The owner runs `execute`
 * in one database transaction that every query of it joins, and stores the answer in that
 * same transaction: the request's money moves and its answer is kept together, or neither
 * happens. While it runs, the owner renews its lease.
 *
 * A repeat with the same body gets the stored answer, waiting while the first is still
 * running; a repeat with another body gets IDEMPOTENCY_CONFLICT. When the owner died (its
 * lease expired without an answer, e.g. the server was killed), nothing it did committed,
 * so the repeat takes the request over and runs it. A refusal (4xx) is kept as the answer
 * with its own writes undone; an unexpected failure (an exception or 5xx) undoes everything
 * and releases the key so the client can retry it.
 */
export async function runOnce(
  db: Db,
  request: IdempotentRequest,
  execute: () => Promise<StoredAnswer>,
  options: RunOnceOptions = {},
): Promise<(StoredAnswer | SerialisedAnswer) & { replayed: boolean }> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const hash = bodySha256(request.body);
  const owner = randomUUID();
  const deadline = Date.now() + WAIT_MS;
  let nonce = options.nonce;
  // Set while the nonce was refused and no repeat of a received request was found yet.
  let mustBeRepeat = false;
  for (;;) {
    let claimed = false;
    if (nonce === null) mustBeRepeat = true;
    else if (nonce) {
      const spent = await spendAndClaim(db, request, hash, owner, leaseMs, nonce);
      mustBeRepeat = !spent.spent;
      claimed = spent.claimed;
    } else claimed = await claim(db, request, hash, owner, leaseMs);
    nonce = undefined;
    if (claimed) {
      const answer = await executeClaimed(db, request, owner, leaseMs, execute);
      if (answer) return { ...answer, replayed: false };
    }

    const previous = await db
      .selectFrom('idempotent_requests')
      .select(['path', 'body_sha256', 'status', 'response', 'owner'])
      .select(leaseExpired('lease_expires_at').as('lease_expired'))
      .where('scope', '=', request.scope)
      .where('key', '=', request.key)
      .executeTakeFirst();
    const repeat = previous !== undefined && previous.path === request.path && previous.body_sha256 === hash;
    if (mustBeRepeat && !repeat) throw ApiError.of('BODY_NONCE_INVALID');
    mustBeRepeat = false;
    // The first request failed unexpectedly and released the key: claim it again.
    if (!previous) continue;
    if (!repeat) throw ApiError.of('IDEMPOTENCY_CONFLICT');
    if (previous.status !== null) {
      return { status: previous.status, body: previous.response, replayed: true };
    }
    if (previous.lease_expired && previous.owner !== owner) {
      if (await takeOver(db, request, previous.owner, owner, leaseMs)) {
        const answer = await executeClaimed(db, request, owner, leaseMs, execute);
        if (answer) return { ...answer, replayed: false };
      }
      continue;
    }
    if (Date.now() > deadline) throw ApiError.of('IDEMPOTENCY_CONFLICT', { inProgress: true });
    await sleep(POLL_MS);
  }
}

/** Claims the key for `owner`; false when a row for it exists already. */
async function claim(db: Db, request: IdempotentRequest, hash: string, owner: string, leaseMs: number) {
  const claimed = await db
    .insertInto('idempotent_requests')
    .values({
      scope: request.scope,
      key: request.key,
      path: request.path,
      body_sha256: hash,
      status: null,
      response: null,
      created_at: request.at,
      completed_at: null,
      owner,
      lease_expires_at: leaseUntil(leaseMs),
    })
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Uses up the nonce and, only if it was unused, claims the key: one statement, one commit. */
async function spendAndClaim(
  db: Db,
  request: IdempotentRequest,
  hash: string,
  owner: string,
  leaseMs: number,
  nonce: SignedNonce,
): Promise<{ spent: boolean; claimed: boolean }> {
  const { rows } = await sql<{ spent: boolean; claimed: boolean }>`
    WITH spent AS (
      INSERT INTO used_body_nonces (nonce_hash, expires_at)
      VALUES (${nonce.hash}, ${nonce.expiresAt}::timestamptz)
      ON CONFLICT (nonce_hash) DO NOTHING
      RETURNING nonce_hash
    ), claimed AS (
      INSERT INTO idempotent_requests
        (scope, key, path, body_sha256, status, response, created_at, completed_at, owner, lease_expires_at)
      SELECT ${request.scope}::text, ${request.key}::text, ${request.path}::text, ${hash}::text, NULL, NULL,
        ${request.at}::timestamptz, NULL, ${owner}::text, ${leaseUntil(leaseMs)}
      WHERE EXISTS (SELECT FROM spent)
      ON CONFLICT (scope, key) DO NOTHING
      RETURNING key
    )
    SELECT EXISTS (SELECT FROM spent) AS spent, EXISTS (SELECT FROM claimed) AS claimed`.execute(db);
  return rows[0]!;
}

/** Makes `owner` the request's owner if its previous owner's lease has run out meanwhile. */
async function takeOver(
  db: Db,
  request: IdempotentRequest,
  previousOwner: string | null,
  owner: string,
  leaseMs: number,
): Promise<boolean> {
  const taken = await db
    .updateTable('idempotent_requests')
    .set({ owner, lease_expires_at: leaseUntil(leaseMs) })
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .where('status', 'is', null)
    .where('owner', previousOwner === null ? 'is' : '=', previousOwner)
    .where(leaseExpired('lease_expires_at'))
    .returning('key')
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * Runs the request its owner holds, renewing the lease meanwhile. Returns its answer, or
 * null when another owner took it over first (this run's work was rolled back).
 */
async function executeClaimed(
  db: Db,
  request: IdempotentRequest,
  owner: string,
  leaseMs: number,
  execute: () => Promise<StoredAnswer>,
): Promise<StoredAnswer | SerialisedAnswer | null> {
  const renewal = setInterval(
    () =>
      outsideRequestTransaction(() =>
        renewLease(db, request, owner, leaseMs).catch(() => {
          // A renewal that fails is retried at the next tick; the lease outlives two misses.
        }),
      ),
    Math.max(1, Math.floor(leaseMs / 3)),
  );
  try {
    // No savepoint: a refusal rolls the whole transaction back (nothing ran in it before), then its answer is
    // stored on its own; an answer that moved money is stored in the transaction that moved it.
    return await inRequestTransaction(db, async () => {
      const answer = await execute();
      if (answer.status >= 400) throw new UndoneAnswer(answer);
      return storeAnswer(db, request, owner, answer);
    });
  } catch (error) {
    if (error instanceof LeaseLost) return null;
    if (error instanceof UndoneAnswer && error.answer.status < 500)
      return storeRefusal(db, request, owner, error.answer);
    await releaseKey(db, request, owner);
    if (error instanceof UndoneAnswer) return error.answer;
    throw error;
  } finally {
    clearInterval(renewal);
  }
}

/** A refusal's answer, stored once its transaction has rolled back; null when another owner took the request over. */
async function storeRefusal(
  db: Db,
  request: IdempotentRequest,
  owner: string,
  answer: StoredAnswer,
): Promise<SerialisedAnswer | null> {
  try {
    return await storeAnswer(db, request, owner, answer);
  } catch (error) {
    if (error instanceof LeaseLost) return null;
    await releaseKey(db, request, owner);
    throw error;
  }
}

/** The update that records an answer, built once: it runs for every money-moving request. */
const completeRequest = compiledStatement(
  (db: Db, args: { status: number; response: string; scope: string; key: string; owner: string }) =>
    db
      .updateTable('idempotent_requests')
      .set({ status: args.status, response: args.response, completed_at: sql<Date>`now()` })
      .where('scope', '=', args.scope)
      .where('key', '=', args.key)
      .where('owner', '=', args.owner)
      .where('status', 'is', null),
);

/** Records the request's answer, provided `owner` still holds it; LeaseLost when another owner took it over. */
async function storeAnswer(
  db: Db,
  request: IdempotentRequest,
  owner: string,
  answer: StoredAnswer,
): Promise<SerialisedAnswer> {
  const json = JSON.stringify(answer.body);
  const completed = await completeRequest(db, {
    status: answer.status,
    response: json,
    scope: request.scope,
    key: request.key,
    owner,
  });
  if (Number(completed.numAffectedRows) !== 1) throw new LeaseLost();
  return { ...answer, json };
}

async function renewLease(db: Db, request: IdempotentRequest, owner: string, leaseMs: number): Promise<void> {
  await db
    .updateTable('idempotent_requests')
    .set({ lease_expires_at: leaseUntil(leaseMs) })
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .where('owner', '=', owner)
    .where('status', 'is', null)
    .execute();
}

/** Gives the key back after a failure, unless another owner holds it by now. */
async function releaseKey(db: Db, request: IdempotentRequest, owner: string): Promise<void> {
  await db
    .deleteFrom('idempotent_requests')
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .where('owner', '=', owner)
    .where('status', 'is', null)
    .execute();
}
