import { fail } from '../../http/envelope';
import { newNumericCode, sha256 } from '../../security/tokens';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { drawCaptcha } from './captcha-image';

const CAPTCHA_MINUTES = 5;

/** Draws a fresh 4-digit captcha for a client-generated id (at most one draw per second per id). */
export async function issueCaptcha(ctx: ServerContext, id: string): Promise<string> {
  const draw = await ctx.limiter.hit(`captcha:${id}`, 1, 1000);
  if (!draw.allowed) fail('TOO_MANY_REQUESTS');
  const answer = newNumericCode(4);
  const at = now(ctx);
  const expiresAt = new Date(at.getTime() + CAPTCHA_MINUTES * 60_000);
  await ctx.db
    .insertInto('captchas')
    .values({ id, answer_hash: sha256(answer), expires_at: expiresAt, used_at: null })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({ answer_hash: sha256(answer), expires_at: expiresAt, used_at: null }),
    )
    .execute();
  ctx.devCaptchaAnswers?.set(id, answer);
  return drawCaptcha(answer);
}

/**
 * Uses up a captcha: right answer, not expired, not used before. Any failure burns it,
 * so each image gets exactly one guess.
 */
export async function consumeCaptcha(
  ctx: ServerContext,
  db: Db,
  id: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!id || !answer) return false;
  const used = await db
    .updateTable('captchas')
    .set({ used_at: now(ctx) })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
  ctx.devCaptchaAnswers?.delete(id);
  if (!used) return false;
  return used.answer_hash === sha256(answer.trim()) && used.expires_at.getTime() > ctx.clock.now();
}

/** Throws CAPTCHA_INVALID (with the captcha flag for the UI) unless the captcha is solved. */
export async function requireCaptcha(
  ctx: ServerContext,
  db: Db,
  id: string | undefined,
  answer: string | undefined,
): Promise<void> {
  if (!(await consumeCaptcha(ctx, db, id, answer))) fail('CAPTCHA_INVALID', { captcha: true });
}
