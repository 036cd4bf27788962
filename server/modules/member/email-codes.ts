import { now, type ServerContext } from '../../context';
import type { Db } from '../../db/connection';
import { fail } from '../../http/envelope';
import { newNumericCode, sha256 } from '../../security/tokens';

export const EMAIL_CODE_MINUTES = 10;
const WAIT_MS = 60_000;
const HOURLY_LIMIT = 5;
const MAX_ATTEMPTS = 5;
const PURPOSE = 'bind';

/** Sends a 6-digit code to an address being bound: one a minute, five an hour. */
export async function sendEmailBindCode(ctx: ServerContext, email: string): Promise<void> {
  const wait = await ctx.limiter.hit(`email-wait:${email}`, 1, WAIT_MS);
  if (!wait.allowed) fail('SMS_WAIT', { retryAfterSeconds: Math.ceil(wait.retryAfterMs / 1000) });
  const hourly = await ctx.limiter.hit(`email-hour:${email}`, HOURLY_LIMIT, 3_600_000);
  if (!hourly.allowed) fail('TOO_MANY_REQUESTS', { retryAfterMinutes: 5 });

  const code = newNumericCode(6);
  const at = now(ctx);
  await ctx.db
    .insertInto('verification_codes')
    .values({
      destination: email,
      purpose: PURPOSE,
      code_hash: sha256(code),
      created_at: at,
      expires_at: new Date(at.getTime() + EMAIL_CODE_MINUTES * 60_000),
      used_at: null,
    })
    .execute();
  await ctx.email.send({
    to: email,
    subject: 'Confirm your e-mail address',
    body: `Your Gamedeck code to confirm this e-mail address is ${code}. It expires in ${EMAIL_CODE_MINUTES} minutes.`,
  });
}

/** Uses up the latest bind code sent to an address; five wrong tries burn it. */
export async function consumeEmailBindCode(
  ctx: ServerContext,
  db: Db,
  email: string,
  code: string,
): Promise<void> {
  const latest = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('destination', '=', email)
    .where('purpose', '=', PURPOSE)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest || latest.attempts >= MAX_ATTEMPTS) fail('SMS_CODE_INVALID');
  if (latest.code_hash !== sha256(code)) {
    await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .execute();
    fail('SMS_CODE_INVALID');
  }
  if (latest.expires_at.getTime() <= ctx.clock.now()) fail('SMS_CODE_EXPIRED');
  const used = await db
    .updateTable('verification_codes')
    .set({ used_at: now(ctx) })
    .where('id', '=', latest.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) fail('SMS_CODE_INVALID');
}
