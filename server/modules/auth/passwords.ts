import type { ParsedRequestOf } from '../../../src/core/contract';
import type {
  changePassword as changePasswordEndpoint,
  resetByPhone as resetByPhoneEndpoint,
} from '../../../src/core/contract/auth';
import {
  checkChangePassword,
  checkForgotByPhone,
  checkResetPassword,
  type FieldMessages,
} from '../../../src/core/validation';
import { isSwitchOn } from '../../config/brand';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { hashPassword, sameSecret, verifyPassword } from '../../security/passwords';
import { newToken, sha256 } from '../../security/tokens';
import { now, type ServerContext } from '../context';
import { findByMobile, findByUsername } from './members';
import { type AuthSession, endOtherSessions, endSession, forgetMemberSessions } from './sessions';
import { consumeSmsCode, sendSmsCode } from './verification-codes';

const RESET_LINK_MINUTES = 30;

function refuseProblems(problems: FieldMessages): void {
  if (Object.keys(problems).length === 0) return;
  fail('INVALID_INPUT', null, Object.fromEntries(Object.entries(problems).map(([name, m]) => [name, m.key])));
}

async function setPassword(
  ctx: ServerContext,
  memberId: number,
  password: string,
  keepTokenHash: string | null,
) {
  const passwordHash = await hashPassword(password);
  await inTransaction(ctx.db, async (trx) => {
    await trx
      .updateTable('members')
      .set({ password_hash: passwordHash, password_changed_at: now(ctx), must_change_password: false })
      .where('id', '=', memberId)
      .execute();
    await endOtherSessions(ctx, trx, memberId, keepTokenHash);
  });
  await forgetMemberSessions(ctx, memberId);
}

/**
 * POST /wps/member/password. Other sessions of the account end ("signed in elsewhere");
 * after a forced change the changing session ends too and the client signs in again.
 */
export async function changePassword(
  ctx: ServerContext,
  session: AuthSession,
  input: ParsedRequestOf<typeof changePasswordEndpoint>,
): Promise<null> {
  refuseProblems(checkChangePassword(input, ctx.brand.register));
  const member = await ctx.db
    .selectFrom('members')
    .select(['password_hash'])
    .where('id', '=', session.memberId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.oldPassword, member.password_hash))) fail('OLD_PASSWORD_WRONG');
  if (
    sameSecret(input.newPassword, input.oldPassword) ||
    sameSecret(input.newPassword, ctx.brand.defaultPassword)
  ) {
    fail('PASSWORD_REUSED');
  }
  await setPassword(ctx, session.memberId, input.newPassword, session.tokenHash);
  if (session.mustChangePassword) await endSession(ctx, session.tokenHash, 'password_changed');
  return null;
}

/** POST /wps/member/password/email: a single-use reset link to the address on file. */
export async function forgotByEmail(
  ctx: ServerContext,
  input: { username: string; email: string },
): Promise<null> {
  const member = await findByUsername(ctx.db, input.username);
  if (!member?.email || member.email.toLowerCase() !== input.email.trim().toLowerCase()) {
    fail('USER_EMAIL_NOT_FOUND');
  }
  const token = newToken();
  await ctx.db
    .insertInto('reset_tokens')
    .values({
      token_hash: sha256(token),
      member_id: member.id,
      expires_at: new Date(ctx.clock.now() + RESET_LINK_MINUTES * 60_000),
      used_at: null,
    })
    .execute();
  const link = `${ctx.publicUrl}/resetPassword?token=${token}`;
  await ctx.email.send({
    to: member.email,
    subject: 'Reset your Gamedeck password',
    body: `Hello ${member.username},\n\nOpen this link within ${RESET_LINK_MINUTES} minutes to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
  });
  return null;
}

/** POST /wps/member/password/reset: the link works once, for 30 minutes. */
export async function resetByEmailLink(
  ctx: ServerContext,
  input: { resetToken: string; newPassword: string; confirmNewPassword: string },
): Promise<null> {
  refuseProblems(checkResetPassword(input, ctx.brand.register));
  const used = await ctx.db
    .updateTable('reset_tokens')
    .set({ used_at: now(ctx) })
    .where('token_hash', '=', sha256(input.resetToken))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now(ctx))
    .returning('member_id')
    .executeTakeFirst();
  if (!used) fail('RESET_LINK_INVALID');
  await setPassword(ctx, used.member_id, input.newPassword, null);
  return null;
}

function requirePhoneReset(ctx: ServerContext): void {
  if (!isSwitchOn(ctx.brand.whitelabel, 'CHNGPASSVERIF3')) fail('FEATURE_DISABLED');
}

/** POST /wps/member/password/code: answers when a new code may be asked for (ms epoch). */
export async function forgotCode(
  ctx: ServerContext,
  input: { mobileNum: string; countryDialingCode: string },
): Promise<{ expirationTime: number }> {
  requirePhoneReset(ctx);
  if (!(await findByMobile(ctx.db, input.countryDialingCode, input.mobileNum))) fail('USER_EMAIL_NOT_FOUND');
  const { sentAt } = await sendSmsCode(ctx, { ...input, purpose: 'forgot' });
  return { expirationTime: sentAt + 60_000 };
}

/** POST /wps/member/password/verification: the SMS code sets the new password. */
export async function resetByPhone(
  ctx: ServerContext,
  input: ParsedRequestOf<typeof resetByPhoneEndpoint>,
): Promise<null> {
  requirePhoneReset(ctx);
  const confirm = input.confirmNewPassword ?? input.newPassword;
  refuseProblems(checkForgotByPhone({ ...input, confirmNewPassword: confirm }, ctx.brand.register));
  const member = await findByMobile(ctx.db, input.countryDialingCode, input.mobileNum);
  if (!member) fail('USER_EMAIL_NOT_FOUND');
  await consumeSmsCode(ctx, ctx.db, {
    countryDialingCode: input.countryDialingCode,
    mobileNum: input.mobileNum,
    purpose: 'forgot',
    code: input.verificationCode,
  });
  await setPassword(ctx, member.id, input.newPassword, null);
  return null;
}
