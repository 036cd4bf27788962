import type { ChallengeMethod, VerificationChallenge } from '../../../src/core/contract/auth';
import { fail } from '../../http/envelope';
import { newNumericCode, newToken, sha256 } from '../../security/tokens';
import { verifyTotp } from '../../security/totp';
import type { Member } from '../auth/tables';
import { now, type ServerContext } from '../context';
import { phoneAddress } from './verification-codes';

const CHALLENGE_MINUTES = 15;
const CODE_MINUTES = 5;
const MAX_ATTEMPTS = 5;

export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length <= 4
    ? '*'.repeat(mobile.length)
    : `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}

/** The checks an account can pass: whatever it has on file. */
export function challengeMethods(member: Member): ChallengeMethod[] {
  const methods: ChallengeMethod[] = [];
  if (member.mobile_num && member.country_dialing_code) methods.push('sms');
  if (member.email) methods.push('email');
  if (member.totp_secret) methods.push('totp');
  if (member.bank_account_name) methods.push('bankName');
  return methods;
}

export async function isKnownIp(ctx: ServerContext, memberId: number, ip: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('known_ips')
    .select('ip')
    .where('member_id', '=', memberId)
    .where('ip', '=', ip)
    .executeTakeFirst();
  return !!row;
}

export async function rememberIp(ctx: ServerContext, memberId: number, ip: string): Promise<void> {
  await ctx.db
    .insertInto('known_ips')
    .values({ member_id: memberId, ip, created_at: now(ctx) })
    .onConflict((conflict) => conflict.columns(['member_id', 'ip']).doNothing())
    .execute();
}

/** Opens a challenge for a login from a new IP; the answer is the VERIFICATION_REQUIRED value. */
export async function openChallenge(
  ctx: ServerContext,
  member: Member,
  ip: string,
  methods: ChallengeMethod[],
): Promise<VerificationChallenge> {
  const id = newToken();
  await ctx.db
    .insertInto('challenges')
    .values({
      id,
      member_id: member.id,
      ip,
      methods: JSON.stringify(methods),
      code_hash: null,
      code_expires_at: null,
      expires_at: new Date(ctx.clock.now() + CHALLENGE_MINUTES * 60_000),
      passed_at: null,
    })
    .execute();
  return {
    challengeId: id,
    methods,
    maskedMobile: maskMobile(member.mobile_num),
    maskedEmail: maskEmail(member.email),
  };
}

async function liveChallenge(ctx: ServerContext, challengeId: string) {
  const challenge = await ctx.db
    .selectFrom('challenges')
    .selectAll()
    .where('id', '=', challengeId)
    .executeTakeFirst();
  if (!challenge || challenge.passed_at || challenge.expires_at.getTime() <= ctx.clock.now()) {
    fail('VERIFICATION_FAILED');
  }
  if (challenge.attempts >= MAX_ATTEMPTS) fail('VERIFICATION_FAILED');
  return challenge;
}

/** Sends the challenge's code to the account's phone or e-mail (one per 60 s per challenge). */
export async function sendChallengeCode(
  ctx: ServerContext,
  challengeId: string,
  method: 'sms' | 'email',
): Promise<{ expiredMinutes: number }> {
  const challenge = await liveChallenge(ctx, challengeId);
  if (!challenge.methods.includes(method)) fail('VERIFICATION_FAILED');
  const wait = await ctx.limiter.hit(`challenge-code:${challengeId}`, 1, 60_000);
  if (!wait.allowed) fail('SMS_WAIT', { retryAfterSeconds: Math.ceil(wait.retryAfterMs / 1000) });
  const member = await ctx.db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', challenge.member_id)
    .executeTakeFirstOrThrow();
  const code = newNumericCode(6);
  await ctx.db
    .updateTable('challenges')
    .set({ code_hash: sha256(code), code_expires_at: new Date(ctx.clock.now() + CODE_MINUTES * 60_000) })
    .where('id', '=', challengeId)
    .execute();
  const text = `Your Gamedeck sign-in code is ${code}. It expires in ${CODE_MINUTES} minutes. If this was not you, change your password.`;
  if (method === 'sms') {
    await ctx.sms.send({ to: phoneAddress(member.country_dialing_code!, member.mobile_num!), body: text });
  } else {
    await ctx.email.send({ to: member.email!, subject: 'Your Gamedeck sign-in code', body: text });
  }
  return { expiredMinutes: 1 };
}

/** Checks the answer to a challenge opened for this member and IP; wrong -> VERIFICATION_FAILED. */
export async function passChallenge(
  ctx: ServerContext,
  member: Member,
  ip: string,
  answer: { challengeId?: string; challengeMethod?: ChallengeMethod; challengeAnswer?: string },
): Promise<void> {
  if (!answer.challengeId || !answer.challengeMethod || !answer.challengeAnswer) fail('VERIFICATION_FAILED');
  const challenge = await liveChallenge(ctx, answer.challengeId);
  if (challenge.member_id !== member.id || challenge.ip !== ip) fail('VERIFICATION_FAILED');
  if (!challenge.methods.includes(answer.challengeMethod)) fail('VERIFICATION_FAILED');
  const typed = answer.challengeAnswer.trim();
  const right = (() => {
    switch (answer.challengeMethod) {
      case 'sms':
      case 'email':
        return (
          challenge.code_hash !== null &&
          challenge.code_expires_at !== null &&
          challenge.code_expires_at.getTime() > ctx.clock.now() &&
          challenge.code_hash === sha256(typed)
        );
      case 'totp':
        return !!member.totp_secret && verifyTotp(member.totp_secret, typed, ctx.clock.now());
      case 'bankName':
        return (
          !!member.bank_account_name && member.bank_account_name.trim().toLowerCase() === typed.toLowerCase()
        );
    }
  })();
  if (!right) {
    await ctx.db
      .updateTable('challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', challenge.id)
      .execute();
    fail('VERIFICATION_FAILED');
  }
  await ctx.db
    .updateTable('challenges')
    .set({ passed_at: now(ctx) })
    .where('id', '=', challenge.id)
    .execute();
}
