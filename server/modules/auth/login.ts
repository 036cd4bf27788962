import type { ParsedRequestOf } from '../../../src/core/contract';
import { ApiError } from '../../../src/core/contract';
import type { LoginResult, login as loginEndpoint } from '../../../src/core/contract/auth';
import { isSwitchOn } from '../../config/brand';
import { now, type ServerContext } from '../../context';
import type { Member } from '../../db/schema';
import { fail } from '../../http/envelope';
import { verifyAgainstDecoy, verifyPassword } from '../../security/passwords';
import { requireCaptcha } from './captcha';
import { challengeMethods, isKnownIp, openChallenge, passChallenge, rememberIp } from './challenge';
import { type Attempt, clearAccountFailures, recordFailure, standingOf } from './login-failures';
import {
  AGENT_TYPES,
  findByMobile,
  findByUsername,
  isBrandDefaultPassword,
  passwordExpired,
} from './members';
import { openSession } from './sessions';
import { consumeSmsCode, phoneAddress } from './verification-codes';

type LoginInput = ParsedRequestOf<typeof loginEndpoint>;

/**
 * A check a higher module runs once the credentials pass and before a session opens; it throws
 * the refusal. Passed in by the app so auth depends on nothing above it.
 */
export type SignInCheck = (memberId: number, at: Date) => Promise<void>;

function requireFields(input: LoginInput): void {
  const fields: Record<string, string> = {};
  const need = (name: keyof LoginInput) => {
    const value = input[name];
    if (typeof value !== 'string' || value.trim() === '') fields[name] = 'val_required';
  };
  if (input.type === 'username') {
    need('username');
    need('password');
  } else {
    need('mobileNum');
    need('countryDialingCode');
    need('verificationCode');
  }
  if (Object.keys(fields).length > 0) fail('INVALID_INPUT', null, fields);
}

/** The account the attempt names, if it exists: looked up before the credentials are checked. */
function namedMember(ctx: ServerContext, input: LoginInput): Promise<Member | undefined> {
  return input.type === 'username'
    ? findByUsername(ctx.db, input.username!)
    : findByMobile(ctx.db, input.countryDialingCode!, input.mobileNum!);
}

/** Who is trying to sign in: throws the failure (counted) when the credentials are wrong. */
async function identify(
  ctx: ServerContext,
  input: LoginInput,
  named: Member | undefined,
  attempt: Attempt,
): Promise<Member> {
  try {
    if (input.type === 'username') {
      const ok = named
        ? await verifyPassword(input.password!, named.password_hash)
        : await verifyAgainstDecoy(input.password!);
      if (!named || !ok) fail('LOGIN_FAILED');
      return named;
    }
    if (!isSwitchOn(ctx.brand.whitelabel, 'MOBILEVERCODELOGIN3')) fail('FEATURE_DISABLED');
    await consumeSmsCode(ctx, ctx.db, {
      countryDialingCode: input.countryDialingCode!,
      mobileNum: input.mobileNum!,
      purpose: 'login',
      code: input.verificationCode,
    });
    if (!named) fail('USER_EMAIL_NOT_FOUND');
    return named;
  } catch (error) {
    // A busy server refused to check the password: not a failure of the credentials.
    if (error instanceof ApiError && !error.is('FEATURE_DISABLED') && !error.is('SERVER_BUSY')) {
      const captcha = await recordFailure(ctx, attempt);
      throw new ApiError(error.code, error.message, { captcha });
    }
    throw error;
  }
}

/**
 * POST /wps/session/login (its sealed body carries a one-time nonce, checked by the route).
 * Order of checks: the account's lock (10 failures lock it for 5 minutes, a password reset
 * lifts it); a captcha once the account has 3 failures or the IP 20 (the IP's count does
 * not apply to accounts that signed in from it before); credentials; the site the account
 * may use; the new-IP challenge (an SMS login has just proven the phone, so it passes);
 * then a fresh session.
 */
export async function login(
  ctx: ServerContext,
  input: LoginInput,
  ip: string,
  signInCheck: SignInCheck,
): Promise<LoginResult> {
  requireFields(input);
  const account =
    input.type === 'username'
      ? input.username!.trim()
      : phoneAddress(input.countryDialingCode!, input.mobileNum!);
  const named = await namedMember(ctx, input);
  const attempt: Attempt = {
    account,
    ip,
    passwordChangedAt: named?.password_changed_at ?? null,
    knownHere: named ? await isKnownIp(ctx, named.id, ip) : false,
  };

  const standing = await standingOf(ctx, attempt);
  if (standing.lockedForMs > 0)
    fail('TOO_MANY_REQUESTS', { captcha: true, retryAfterSeconds: Math.ceil(standing.lockedForMs / 1000) });
  if (standing.captcha) await requireCaptcha(ctx, ctx.db, input.captchaId, input.captcha);

  const member = await identify(ctx, input, named, attempt);
  if (member.disabled) fail('ACCOUNT_DISABLED');
  await signInCheck(member.id, now(ctx));
  if (input.site === 'agent' && !AGENT_TYPES.has(member.type)) fail('NON_AGENT');
  if (input.site === 'member' && member.agent_site_only) fail('NON_MEMBER');

  if (input.type === 'username' && !attempt.knownHere) {
    const methods = challengeMethods(member);
    if (methods.length > 0) {
      if (!input.challengeId) fail('VERIFICATION_REQUIRED', await openChallenge(ctx, member, ip, methods));
      await passChallenge(ctx, member, ip, input);
    }
  }
  await rememberIp(ctx, member.id, ip);
  await clearAccountFailures(ctx, account);

  const defaultPassword = input.type === 'username' && isBrandDefaultPassword(ctx, input.password!);
  const expired = passwordExpired(ctx, member);
  return openSession(ctx, ctx.db, member, {
    ip,
    defaultPassword,
    passwordExpired: expired,
    // An account an agent registered must replace the password it was handed, however it signs in.
    mustChangePassword:
      member.must_change_password || ((defaultPassword || expired) && input.type === 'username'),
  });
}
