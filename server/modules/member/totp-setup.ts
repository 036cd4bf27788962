import { randomBytes } from 'node:crypto';
import { now, type ServerContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { verifyTotp } from '../../security/totp';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** A setup not confirmed within this time must be started again. */
const SETUP_MINUTES = 15;
/** The name authenticator apps show next to the code. */
const ISSUER = 'Gamedeck';

/** 20 random bytes (160 bits, the RFC 4226 recommendation) as base32. */
export function newTotpSecret(): string {
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return text;
}

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
  const issuer = encodeURIComponent(ISSUER);
  const label = `${issuer}:${encodeURIComponent(member.username)}`;
  return {
    secret,
    otpauthUrl: `otpauth://totp/${label}?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`,
  };
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
