import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { RateLimiter } from '../security/rate-limiter';
import { sha256 } from '../security/tokens';
import { fail } from './envelope';

/** Nonces used up and not yet expired (only their hashes): a second use of one is refused. */
export interface UsedBodyNoncesTable {
  nonce_hash: string;
  expires_at: Date;
}

/** The tables the body nonces own. */
export interface BodyNonceTables {
  used_body_nonces: UsedBodyNoncesTable;
}

/** What using up nonces needs: the key they are signed with, and where used ones are kept. */
export interface NonceCheckContext {
  nonceDb: Kysely<BodyNonceTables>;
  clock: Clock;
  jwe: { bodyNonceKey: Buffer };
}

/** What handing out nonces needs. */
export interface NonceContext extends NonceCheckContext {
  limiter: RateLimiter;
}

/** How long a handed-out nonce may wait for its encrypted body. */
export const BODY_NONCE_SECONDS = 120;
/** Nonces one IP may ask for per minute: plenty for people, a bound on the used-nonce table for floods. */
const NONCES_PER_IP_MINUTE = 300;

/** A nonce's bytes: its expiry (ms since the epoch, 8 bytes), 16 random bytes, then a MAC of both. */
const EXPIRY_BYTES = 8;
const RANDOM_BYTES = 16;
const SIGNED_BYTES = EXPIRY_BYTES + RANDOM_BYTES;
const MAC_BYTES = 16;

const macOf = (key: Buffer, signed: Buffer): Buffer =>
  createHmac('sha256', key).update(signed).digest().subarray(0, MAC_BYTES);

/**
 * Hands out a one-time nonce for the next encrypted body. It is signed, not stored: any node holding the
 * server's key accepts it until it expires, and handing one out costs the rate limit and no database write.
 */
export async function issueBodyNonce(
  ctx: NonceContext,
  ip: string,
): Promise<{ nonce: string; expiresInSeconds: number }> {
  const rate = await countNonce(ctx, ip);
  if (!rate.allowed) fail('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil(rate.retryAfterMs / 1000) });
  return { nonce: signNonce(ctx), expiresInSeconds: BODY_NONCE_SECONDS };
}

/**
 * The nonce an encrypted body's answer carries for the next one (the `Replay-Nonce` header), under the same
 * rate limit as asking for one: a client sending bodies one after another asks only for its first. Null past
 * the limit; the client then asks, and is told to wait.
 */
export async function nextBodyNonce(ctx: NonceContext, ip: string): Promise<string | null> {
  return (await countNonce(ctx, ip)).allowed ? signNonce(ctx) : null;
}

/** One more nonce handed to `ip`, asked for or on an answer: both count against the same limit. */
const countNonce = (ctx: NonceContext, ip: string) =>
  ctx.limiter.hit(`body-nonce:${ip}`, NONCES_PER_IP_MINUTE, 60_000);

function signNonce(ctx: Pick<NonceContext, 'clock' | 'jwe'>): string {
  const signed = Buffer.alloc(SIGNED_BYTES);
  signed.writeBigUInt64BE(BigInt(ctx.clock.now() + BODY_NONCE_SECONDS * 1000));
  randomBytes(RANDOM_BYTES).copy(signed, EXPIRY_BYTES);
  return Buffer.concat([signed, macOf(ctx.jwe.bodyNonceKey, signed)]).toString('base64url');
}

/** The expiry of a nonce this server signed, or null for anything else (made up, altered, another key's). */
function signedExpiry(key: Buffer, nonce: unknown): number | null {
  if (typeof nonce !== 'string') return null;
  const bytes = Buffer.from(nonce, 'base64url');
  if (bytes.length !== SIGNED_BYTES + MAC_BYTES || bytes.toString('base64url') !== nonce) return null;
  const signed = bytes.subarray(0, SIGNED_BYTES);
  if (!timingSafeEqual(bytes.subarray(SIGNED_BYTES), macOf(key, signed))) return null;
  return Number(signed.readBigUInt64BE());
}

/** A nonce this server signed and that has not expired, as kept once used. */
export interface SignedNonce {
  hash: string;
  expiresAt: Date;
}

/** The nonce when this server signed it and it has not expired; null for anything else. */
export function signedBodyNonce(ctx: Omit<NonceCheckContext, 'nonceDb'>, nonce: unknown): SignedNonce | null {
  const expiresAt = signedExpiry(ctx.jwe.bodyNonceKey, nonce);
  if (expiresAt === null || expiresAt <= ctx.clock.now()) return null;
  return { hash: sha256(nonce as string), expiresAt: new Date(expiresAt) };
}

/**
 * Uses up an encrypted body's nonce: an unknown, altered, used or expired one is BODY_NONCE_INVALID. Its hash is
 * kept until it expires (one insert; the primary key lets exactly one of two concurrent uses win). A keyed
 * request uses its nonce up as it claims its key instead (replays.ts).
 */
export async function consumeBodyNonce(ctx: NonceCheckContext, nonce: unknown): Promise<void> {
  const signed = signedBodyNonce(ctx, nonce);
  if (!signed) fail('BODY_NONCE_INVALID');
  const used = await ctx.nonceDb
    .insertInto('used_body_nonces')
    .values({ nonce_hash: signed.hash, expires_at: signed.expiresAt })
    .onConflict((conflict) => conflict.column('nonce_hash').doNothing())
    .returning('nonce_hash')
    .executeTakeFirst();
  if (!used) fail('BODY_NONCE_INVALID');
}

/** The scheduled job that sweeps used nonces past their expiry: a replay of one is refused by its signed expiry. */
export const USED_NONCE_SWEEP_JOB = 'used-body-nonce-sweep';
export const USED_NONCE_SWEEP_MS = 30_000;
/** How long after its expiry a used nonce is still kept, for nodes whose clocks run a little behind. */
const SWEEP_MARGIN_MS = 60_000;

export async function sweepUsedBodyNonces(ctx: Pick<NonceCheckContext, 'nonceDb' | 'clock'>): Promise<void> {
  await ctx.nonceDb
    .deleteFrom('used_body_nonces')
    .where('expires_at', '<=', new Date(ctx.clock.now() - SWEEP_MARGIN_MS))
    .execute();
}
