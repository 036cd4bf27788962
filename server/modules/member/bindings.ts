import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import {
  checkPhoneNumber,
  consumeSmsCode,
  normaliseDialingCode,
  sendSmsCode,
} from '../auth/verification-codes';
import type { ServerContext } from '../context';
import type { Db } from '../database';
import { consumeEmailBindCode, sendEmailBindCode } from './email-codes';

const SMS_CODE_MINUTES = 5;

async function phoneTakenByOther(ctx: ServerContext, memberId: number, dialing: string, mobileNum: string) {
  const owner = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('country_dialing_code', '=', dialing)
    .where('mobile_num', '=', mobileNum)
    .executeTakeFirst();
  return owner !== undefined && owner.id !== memberId;
}

async function emailTakenByOther(db: Db, memberId: number, email: string) {
  const owner = await db
    .selectFrom('members')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  return owner !== undefined && owner.id !== memberId;
}

/** Sends a code to a phone number the member wants to bind (refused when another account holds it). */
export async function requestPhoneBind(
  ctx: ServerContext,
  memberId: number,
  input: { countryDialingCode: string; mobileNum: string },
): Promise<{ expiredMinutes: number }> {
  const dialing = normaliseDialingCode(input.countryDialingCode);
  checkPhoneNumber(ctx, input.mobileNum);
  if (await phoneTakenByOther(ctx, memberId, dialing, input.mobileNum)) fail('MOBILE_TAKEN');
  await sendSmsCode(ctx, { countryDialingCode: dialing, mobileNum: input.mobileNum, purpose: 'bind' });
  return { expiredMinutes: SMS_CODE_MINUTES };
}

export async function confirmPhoneBind(
  ctx: ServerContext,
  memberId: number,
  input: { countryDialingCode: string; mobileNum: string; verificationCode: string },
): Promise<{ countryDialingCode: string; mobileNum: string }> {
  const dialing = normaliseDialingCode(input.countryDialingCode);
  if (await phoneTakenByOther(ctx, memberId, dialing, input.mobileNum)) fail('MOBILE_TAKEN');
  await consumeSmsCode(ctx, ctx.db, {
    countryDialingCode: dialing,
    mobileNum: input.mobileNum,
    purpose: 'bind',
    code: input.verificationCode,
  });
  try {
    await ctx.db
      .updateTable('members')
      .set({ country_dialing_code: dialing, mobile_num: input.mobileNum })
      .where('id', '=', memberId)
      .execute();
  } catch (error) {
    // Another account bound the number between the check and the update.
    if (/members_mobile_unique/.test(String((error as Error).message))) fail('MOBILE_TAKEN');
    throw error;
  }
  return { countryDialingCode: dialing, mobileNum: input.mobileNum };
}

export async function requestEmailBind(
  ctx: ServerContext,
  memberId: number,
  email: string,
): Promise<{ expiredMinutes: number }> {
  if (await emailTakenByOther(ctx.db, memberId, email)) fail('EMAIL_TAKEN');
  await sendEmailBindCode(ctx, email);
  return { expiredMinutes: 10 };
}

export async function confirmEmailBind(
  ctx: ServerContext,
  memberId: number,
  input: { email: string; verificationCode: string },
): Promise<{ email: string }> {
  return inTransaction(ctx.db, async (trx) => {
    if (await emailTakenByOther(trx, memberId, input.email)) fail('EMAIL_TAKEN');
    await consumeEmailBindCode(ctx, trx, input.email, input.verificationCode);
    await trx.updateTable('members').set({ email: input.email }).where('id', '=', memberId).execute();
    return { email: input.email };
  });
}
