import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { memberTotp, newTotpSecret, verifyTotp } from '../../security/totp';
import { now, type ServerContext } from '../context';

/** A setup not confirmed within this time must be started again. */
const SETUP_MINUTES = 15;

/** Starts authenticator setup: the secret stays pending until a code from the app confirms it. */
export async function startTotpSetup(
  ctx: ServerContext,
  member: { id: number; username: string },
): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = newTotpSecret();
  const at = now(ctx);
  await ctx.db
    .insertInto('totp_setups')
    .values({ member_id: member.id, secret, created_at: at })
    .onConflict((conflict) => conflict.column('member_id').doUpdateSet({ secret, created_at: at }))
    .execute();
  return { secret, otpauthUrl: memberTotp(secret, member.username).toString() };
}

/** Activates the pending secret when the code matches; the login challenge uses it from then on. */
export async function confirmTotpSetup(ctx: ServerContext, memberId: number, code: string): Promise<void> {
  const pending = await ctx.db
    .selectFrom('totp_setups')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!pending || pending.created_at.getTime() + SETUP_MINUTES * 60_000 <= ctx.clock.now()) {
    fail('TOTP_SETUP_MISSING');
  }
  if (!verifyTotp(pending.secret, code, ctx.clock.now())) fail('TOTP_CODE_WRONG');
  await inTransaction(ctx.db, async (trx) => {
    await trx
      .updateTable('members')
      .set({ totp_secret: pending.secret })
      .where('id', '=', memberId)
      .execute();
    await trx.deleteFrom('totp_setups').where('member_id', '=', memberId).execute();
  });
}
