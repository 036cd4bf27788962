import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { RateLimiter } from '../security/rate-limiter';
import { newToken, sha256 } from '../security/tokens';
import { fail } from './envelope';

/** Nonces handed out and not yet used (only their hashes). */
export interface BodyNoncesTable {
  nonce_hash: string;
  expires_at: Date;
}

/** The tables the body nonces own. */
export interface BodyNonceTables {
  body_nonces: BodyNoncesTable;
}

/** What handing out and using up nonces needs. */
export interface NonceContext {
  nonceDb: Kysely<BodyNonceTables>;
  clock: Clock;
  limiter: RateLimiter;
}

/** How long a handed-out nonce may wait for its encrypted body. */
export const BODY_NONCE_SECONDS = 120;
/** Nonces one IP may ask for per minute: plenty for people, a bound on the table for floods. */
const NONCES_PER_IP_MINUTE = 300;

/**
 * Hands out a one-time nonce for the next encrypted body. It lives in the database, so any
 * node accepts it, and only its hash is kept.
 */
export async function issueBodyNonce(
  ctx: NonceContext,
  ip: string,
): Promise<{ nonce: string; expiresInSeconds: number }> {
  const rate = await ctx.limiter.hit(`body-nonce:${ip}`, NONCES_PER_IP_MINUTE, 60_000);
  if (!rate.allowed) fail('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil(rate.retryAfterMs / 1000) });
  const at = new Date(ctx.clock.now());
  await ctx.nonceDb.deleteFrom('body_nonces').where('expires_at', '<=', at).execute();
  const nonce = newToken();
  await ctx.nonceDb
    .insertInto('body_nonces')
    .values({ nonce_hash: sha256(nonce), expires_at: new Date(at.getTime() + BODY_NONCE_SECONDS * 1000) })
    .execute();
  return { nonce, expiresInSeconds: BODY_NONCE_SECONDS };
}

/** Uses up an encrypted body's nonce: an unknown, used or expired one is BODY_NONCE_INVALID. */
export async function consumeBodyNonce(ctx: Omit<NonceContext, 'limiter'>, nonce: unknown): Promise<void> {
  const used =
    typeof nonce === 'string' && nonce !== ''
      ? await ctx.nonceDb
          .deleteFrom('body_nonces')
          .where('nonce_hash', '=', sha256(nonce))
          .returning('expires_at')
          .executeTakeFirst()
      : undefined;
  if (!used || used.expires_at.getTime() <= ctx.clock.now()) fail('BODY_NONCE_INVALID');
}
