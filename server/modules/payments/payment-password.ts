import { errors } from '../../../src/core/contract';
import { fail } from '../../http/envelope';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../security/passwords';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';

async function storedHash(db: Db, memberId: number): Promise<string | null> {
  const row = await db
    .selectFrom('payment_profiles')
    .select('payment_password_hash')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.payment_password_hash ?? null;
}

/**
 * Checks the payment password asked for by every withdrawal and transfer to upline.
 * Throws PAYMENT_PASSWORD_NOT_SET when none was set yet, PAYMENT_PASSWORD_WRONG when it differs.
 */
export async function verifyPaymentPassword(db: Db, memberId: number, password: string): Promise<void> {
  const hash = await storedHash(db, memberId);
  if (!hash) {
    await verifyAgainstDecoy(password);
    fail('PAYMENT_PASSWORD_NOT_SET');
  }
  if (!(await verifyPassword(password, hash))) fail('PAYMENT_PASSWORD_WRONG');
}

export async function hasPaymentPassword(db: Db, memberId: number): Promise<boolean> {
  return (await storedHash(db, memberId)) !== null;
}

/** Wrong payment passwords allowed in a row within the window; the next attempt waits for the window's end. */
export const PAYMENT_PASSWORD_ATTEMPTS = 5;
export const PAYMENT_PASSWORD_WINDOW_MS = 15 * 60_000;

const lockKey = (memberId: number) => `payment-password:${memberId}`;

function locked(retryAfterMs: number): never {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  fail('PAYMENT_PASSWORD_LOCKED', { retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) });
}

/**
 * The payment password check of every payment that asks for it (withdrawals, points
 * redemptions and conversions): wrong answers count towards a lock shared by all of them
 * (PAYMENT_PASSWORD_ATTEMPTS within PAYMENT_PASSWORD_WINDOW_MS); while locked, even the right
 * password is refused with PAYMENT_PASSWORD_LOCKED. The count lives in the rate limiter's
 * store (Redis when configured), outside the request's transaction, so a refusal that rolls
 * the request back still counts.
 */
export async function checkPaymentPassword(
  ctx: ServerContext,
  memberId: number,
  password: string,
): Promise<void> {
  const counted = await ctx.limiter.peek(lockKey(memberId));
  if (counted.count >= PAYMENT_PASSWORD_ATTEMPTS) locked(counted.retryAfterMs);
  try {
    await verifyPaymentPassword(ctx.db, memberId, password);
  } catch (error) {
    if ((error as { code?: number }).code !== errors.PAYMENT_PASSWORD_WRONG.code) throw error;
    const hit = await ctx.limiter.hit(
      lockKey(memberId),
      PAYMENT_PASSWORD_ATTEMPTS,
      PAYMENT_PASSWORD_WINDOW_MS,
    );
    if (!hit.allowed) locked(hit.retryAfterMs);
    fail('PAYMENT_PASSWORD_WRONG', { attemptsLeft: Math.max(0, PAYMENT_PASSWORD_ATTEMPTS - hit.count) });
  }
}

/** Sets the payment password the first time, or changes it when the old one is given and right. */
export async function setPaymentPassword(
  ctx: ServerContext,
  memberId: number,
  input: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  if (input.newPassword !== input.confirmNewPassword) fail('PAYMENT_PASSWORD_MISMATCH');
  const existing = await storedHash(ctx.db, memberId);
  if (existing) {
    if (!input.oldPassword) fail('INVALID_INPUT', null, { oldPassword: 'val_required' });
    if (!(await verifyPassword(input.oldPassword, existing))) fail('PAYMENT_PASSWORD_WRONG');
  }
  const hash = await hashPassword(input.newPassword);
  const at = now(ctx);
  await ctx.db
    .insertInto('payment_profiles')
    .values({ member_id: memberId, payment_password_hash: hash, updated_at: at })
    .onConflict((conflict) =>
      conflict.column('member_id').doUpdateSet({ payment_password_hash: hash, updated_at: at }),
    )
    .execute();
}
