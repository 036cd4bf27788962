import { now, type ServerContext } from '../context';
import { newToken, sha256 } from '../security/tokens';
import { fail } from './envelope';

/** How long a handed-out nonce may wait for its encrypted body. */
export const BODY_NONCE_SECONDS = 120;
/** Nonces one IP may ask for per minute: plenty for people, a bound on the table for floods. */
const NONCES_PER_IP_MINUTE = 300;

/**
 * Hands out a one-time nonce for the next encrypted body. It lives in the database, so any
 * node accepts it, and only its hash is kept.
 */
export async function issueBodyNonce(
  ctx: ServerContext,
  ip: string,
): Promise<{ nonce: string; expiresInSeconds: number }> {
  const rate = await ctx.limiter.hit(`body-nonce:${ip}`, NONCES_PER_IP_MINUTE, 60_000);
  if (!rate.allowed) fail('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil(rate.retryAfterMs / 1000) });
  const at = now(ctx);
  await ctx.db.deleteFrom('body_nonces').where('expires_at', '<=', at).execute();
  const nonce = newToken();
  await ctx.db
    .insertInto('body_nonces')
    .values({ nonce_hash: sha256(nonce), expires_at: new Date(at.getTime() + BODY_NONCE_SECONDS * 1000) })
    .execute();
  return { nonce, expiresInSeconds: BODY_NONCE_SECONDS };
}

/** Uses up an encrypted body's nonce: an unknown, used or expired one is BODY_NONCE_INVALID. */
export async function consumeBodyNonce(ctx: ServerContext, nonce: unknown): Promise<void> {
  const used =
    typeof nonce === 'string' && nonce !== ''
      ? await ctx.db
          .deleteFrom('body_nonces')
          .where('nonce_hash', '=', sha256(nonce))
          .returning('expires_at')
          .executeTakeFirst()
      : undefined;
  if (!used || used.expires_at.getTime() <= ctx.clock.now()) fail('BODY_NONCE_INVALID');
}
