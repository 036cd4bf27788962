import { now, type ServerContext } from '../../context';
import type { Db } from '../../db/connection';
import { fail } from '../../http/envelope';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../security/passwords';

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
