import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { ApiError } from '../../../src/core/contract';
import type { Db } from '../../db/connection';

/** A request's answer as it was (or will be) sent: HTTP status and envelope. */
export interface StoredAnswer {
  status: number;
  body: unknown;
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `execute` once per (scope, key). The key is claimed by inserting its row (the
 * primary key makes concurrent claims race safely: exactly one insert wins). The winner
 * runs the request and stores its answer; a repeat with the same body gets that stored
 * answer (waiting while the first is still running), a repeat with another body gets
 * IDEMPOTENCY_CONFLICT. An unexpected failure (not an answer) releases the key so the
 * client can retry it.
 */
export async function runOnce(
  db: Db,
  request: IdempotentRequest,
  execute: () => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const hash = bodySha256(request.body);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
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
      })
      .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (claimed) return { ...(await executeClaimed(db, request, execute)), replayed: false };

    const previous = await db
      .selectFrom('idempotent_requests')
      .select(['path', 'body_sha256', 'status', 'response'])
      .where('scope', '=', request.scope)
      .where('key', '=', request.key)
      .executeTakeFirst();
    // The first request failed unexpectedly and released the key: claim it again.
    if (!previous) continue;
    if (previous.path !== request.path || previous.body_sha256 !== hash) {
      throw ApiError.of('IDEMPOTENCY_CONFLICT');
    }
    if (previous.status !== null) {
      return { status: previous.status, body: previous.response, replayed: true };
    }
    if (Date.now() > deadline) throw ApiError.of('IDEMPOTENCY_CONFLICT', { inProgress: true });
    await sleep(POLL_MS);
  }
}

async function executeClaimed(
  db: Db,
  request: IdempotentRequest,
  execute: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  let answer: StoredAnswer;
  try {
    answer = await execute();
  } catch (error) {
    await releaseKey(db, request);
    throw error;
  }
  if (answer.status >= 500) {
    await releaseKey(db, request);
    return answer;
  }
  await db
    .updateTable('idempotent_requests')
    .set({
      status: answer.status,
      response: JSON.stringify(answer.body),
      completed_at: sql<Date>`now()`,
    })
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .execute();
  return answer;
}

async function releaseKey(db: Db, request: IdempotentRequest): Promise<void> {
  await db
    .deleteFrom('idempotent_requests')
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .where('status', 'is', null)
    .execute();
}
