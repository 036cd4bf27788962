import type { ParsedRequestOf } from '../../../src/core/contract';
import { ApiError } from '../../../src/core/contract';
import type { LoginResult, login as loginEndpoint } from '../../../src/core/contract/auth';
import { isAgentType } from '../../../src/core/contract/member-types';
import { isSwitchOn } from '../../config/brand';
import { fail } from '../../http/envelope';
import { verifyAgainstDecoy, verifyPassword } from '../../security/passwords';
import type { Member } from '../auth/tables';
import type { ServerContext } from '../context';
import { consumeCaptcha } from './captcha';
import { challengeMethods, isKnownIp, openChallenge, passChallenge, rememberIp } from './challenge';
import { type Attempt, type AttemptPlace, takePlace } from './login-failures';
import { findByMobile, findByUsername, isBrandDefaultPassword, passwordExpired } from './members';
import { openSession } from './sessions';
import { consumeSmsCode, phoneAddress } from './verification-codes';

type LoginInput = ParsedRequestOf<typeof loginEndpoint>;

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

/** Who is trying to sign in: throws the failure (counted in the attempt's place) when the credentials are wrong. */
async function identify(
  ctx: ServerContext,
  input: LoginInput,
  named: Member | undefined,
  place: AttemptPlace,
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
      const captcha = await place.failed();
      throw new ApiError(error.code, error.message, { captcha });
    }
    throw error;
  }
}

/**
 * POST /wps/session/login (its sealed body carries a one-time nonce, checked by the route).
 * The attempt first takes its place in its account's and its IP's counts (login-failures.ts), so
 * attempts at once see each other: refused while the account is locked (10 failures lock it for
 * 5 minutes, a password reset lifts it); a captcha once the account has 3 failures or attempts
 * under way, or the IP 20 (the IP's count does not apply to accounts that signed in from it
 * before). Then the credentials; the site the account may use; the new-IP challenge (an SMS login
 * has just proven the phone, so it passes); then a fresh session. A refusal before the password
 * is checked, or after it was right, gives the place back.
 */
/**
 * What sign-in asks the responsible-gaming rules once the credentials are right (handed down): the
 * jurisdiction's self-exclusion register, asked again when its last answer is old, and the mandatory break after
 * a session a time limit ended (RG_SESSION_BREAK). It refuses when the register cannot answer or during that
 * break; a listed or excluded member signs in to a restricted session (http/route.ts).
 */
export type SignInCheck = (memberId: number) => Promise<void>;

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

  // A captcha sent is used up first: whether the attempt needs one depends on the attempts at the same time.
  const captchaSolved = await consumeCaptcha(ctx, ctx.db, input.captchaId, input.captcha);
  const place = await takePlace(ctx, attempt, captchaSolved);
  try {
    const member = await identify(ctx, input, named, place);
    if (member.disabled) fail('ACCOUNT_DISABLED');
    await signInCheck(member.id);
    if (input.site === 'agent' && !isAgentType(member.type)) fail('NON_AGENT');
    if (input.site === 'member' && member.agent_site_only) fail('NON_MEMBER');

    if (input.type === 'username' && !attempt.knownHere) {
      const methods = challengeMethods(member);
      if (methods.length > 0) {
        if (!input.challengeId) fail('VERIFICATION_REQUIRED', await openChallenge(ctx, member, ip, methods));
        await passChallenge(ctx, member, ip, input);
      }
    }
    await rememberIp(ctx, member.id, ip);
    await place.succeeded();

    const defaultPassword = input.type === 'username' && isBrandDefaultPassword(ctx, input.password!);
    const expired = passwordExpired(ctx, member);
    return await openSession(ctx, ctx.db, member, {
      ip,
      defaultPassword,
      passwordExpired: expired,
      // An account an agent registered must replace the password it was handed, however it signs in.
      mustChangePassword:
        member.must_change_password || ((defaultPassword || expired) && input.type === 'username'),
    });
  } finally {
    // A place left behind stops counting after a minute; the answer the attempt earned stands.
    await place
      .release()
      .catch((error: unknown) =>
        ctx.log.error({ err: error, event: 'sign_in_place_not_released' }, 'sign-in place not released'),
      );
  }
}
