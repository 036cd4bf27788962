import { fail } from '../../http/envelope';
import { newNumericCode, sha256 } from '../../security/tokens';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';

export type CodePurpose = 'login' | 'register' | 'forgot' | 'bind';

const CODE_MINUTES = 5;
const WAIT_MS = 60_000;
const HOURLY_LIMIT = 5;
const MAX_ATTEMPTS = 5;

/** '+63 9171234567': how a phone number is addressed in codes and the outbox. */
export function phoneAddress(countryDialingCode: string, mobileNum: string): string {
  return `${normaliseDialingCode(countryDialingCode)} ${mobileNum}`;
}

export function normaliseDialingCode(countryDialingCode: string): string {
  return countryDialingCode.startsWith('+') ? countryDialingCode : `+${countryDialingCode}`;
}

/** Digits only, and exactly the brand's phoneDigits when set. */
export function checkPhoneNumber(ctx: ServerContext, mobileNum: string): void {
  if (!/^\d+$/.test(mobileNum)) fail('PHONE_INVALID');
  const digits = ctx.brand.register.phoneDigits;
  if (digits !== null && mobileNum.length !== digits) fail('PHONE_DIGITS', { digits });
}

/**
 * Stores a new 6-digit code for a destination (phone or e-mail address): one per destination
 * per 60 s (SMS_WAIT), at most 5 per hour (TOO_MANY_REQUESTS, "try again after 5 minutes").
 * Answers the code for the caller to deliver.
 */
export async function issueCode(
  ctx: ServerContext,
  request: { channel: 'sms' | 'email'; destination: string; purpose: CodePurpose; minutes: number },
): Promise<{ code: string; at: Date }> {
  const { channel, destination } = request;
  const wait = await ctx.limiter.hit(`${channel}-wait:${destination}`, 1, WAIT_MS);
  if (!wait.allowed) fail('SMS_WAIT', { retryAfterSeconds: Math.ceil(wait.retryAfterMs / 1000) });
  const hourly = await ctx.limiter.hit(`${channel}-hour:${destination}`, HOURLY_LIMIT, 3_600_000);
  if (!hourly.allowed) fail('TOO_MANY_REQUESTS', { retryAfterMinutes: 5 });

  const code = newNumericCode(6);
  const at = now(ctx);
  await ctx.db
    .insertInto('verification_codes')
    .values({
      destination,
      purpose: request.purpose,
      code_hash: sha256(code),
      created_at: at,
      expires_at: new Date(at.getTime() + request.minutes * 60_000),
      used_at: null,
    })
    .execute();
  return { code, at };
}

/** Sends a 6-digit SMS code valid 5 minutes, throttled as `issueCode` says. */
export async function sendSmsCode(
  ctx: ServerContext,
  request: { countryDialingCode: string; mobileNum: string; purpose: CodePurpose },
): Promise<{ sentAt: number }> {
  checkPhoneNumber(ctx, request.mobileNum);
  const destination = phoneAddress(request.countryDialingCode, request.mobileNum);
  const { code, at } = await issueCode(ctx, {
    channel: 'sms',
    destination,
    purpose: request.purpose,
    minutes: CODE_MINUTES,
  });
  await ctx.sms.send({
    to: destination,
    body: `Your Gamedeck verification code is ${code}. It expires in ${CODE_MINUTES} minutes.`,
  });
  return { sentAt: at.getTime() };
}

/**
 * Uses up the latest code sent to a destination for a purpose. Wrong -> SMS_CODE_INVALID
 * (five wrong tries burn the code), past its lifetime -> SMS_CODE_EXPIRED.
 */
export async function consumeCode(
  ctx: ServerContext,
  db: Db,
  request: { destination: string; purpose: CodePurpose; code: string | undefined },
): Promise<void> {
  const latest = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('destination', '=', request.destination)
    .where('purpose', '=', request.purpose)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest || !request.code || latest.attempts >= MAX_ATTEMPTS) fail('SMS_CODE_INVALID');
  if (latest.code_hash !== sha256(request.code.trim())) {
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

/** Uses up the latest SMS code sent to a number for a purpose (see `consumeCode`). */
export async function consumeSmsCode(
  ctx: ServerContext,
  db: Db,
  request: { countryDialingCode: string; mobileNum: string; purpose: CodePurpose; code: string | undefined },
): Promise<void> {
  await consumeCode(ctx, db, {
    destination: phoneAddress(request.countryDialingCode, request.mobileNum),
    purpose: request.purpose,
    code: request.code,
  });
}
