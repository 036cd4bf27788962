import { randomInt } from 'node:crypto';
import type { ParsedRequestOf } from '../../../src/core/contract';
import { ApiError } from '../../../src/core/contract';
import {
  type LoginResult,
  optionalRegisterFields,
  type register as registerEndpoint,
  type registerMobile as registerMobileEndpoint,
} from '../../../src/core/contract/auth';
import { isAgentType, MemberType } from '../../../src/core/contract/member-types';
import { checkRegistration } from '../../../src/core/validation';
import { isSwitchOn } from '../../config/brand';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { internationalPhone } from '../../providers/exclusion-registers';
import { hashPassword } from '../../security/passwords';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { requireCaptcha } from './captcha';
import { rememberIp } from './challenge';
import { addToTree } from './member-tree';
import { findByMobile, findByUsername } from './members';
import { openSession } from './sessions';
import { checkPhoneNumber, consumeSmsCode, normaliseDialingCode } from './verification-codes';

type UsernameInput = ParsedRequestOf<typeof registerEndpoint>;
type MobileInput = ParsedRequestOf<typeof registerMobileEndpoint>;
/** Either tab's form; the mobile tab's own fields are absent on the username tab. */
export type RegistrationInput =
  | (UsernameInput & { tab: 'username'; firebaseIdToken?: undefined })
  | (MobileInput & { tab: 'mobile' });

/** The agent an affiliate (invitation) code belongs to, if any. */
export async function agentByAffiliateCode(db: Db, code: string) {
  const agent = await db
    .selectFrom('members')
    .select(['id', 'username', 'type'])
    .where((eb) => eb(eb.fn('upper', ['affiliate_code']), '=', code.trim().toUpperCase()))
    .executeTakeFirst();
  return agent && isAgentType(agent.type) ? agent : undefined;
}

/** A free username for a mobile-tab registration: m + the number, then random suffixes. */
async function deriveUsername(db: Db, mobileNum: string): Promise<string> {
  const base = `m${mobileNum}`.slice(0, 13);
  if (!(await findByUsername(db, base))) return base;
  for (;;) {
    const candidate = `${base}${randomInt(100, 1000)}`;
    if (!(await findByUsername(db, candidate))) return candidate;
  }
}

function profileOf(input: RegistrationInput): Record<string, string> {
  const profile: Record<string, string> = {};
  for (const name of optionalRegisterFields) {
    const value = input[name];
    if (typeof value === 'string' && value.trim() !== '' && name !== 'paymentPassword')
      profile[name] = value.trim();
  }
  return profile;
}

/**
 * What player protection checks before an account opens (handed down by responsible gaming): the
 * national self-exclusion register, the birth date the profile asks for and the minimum age. It answers
 * what to keep once the account exists, in the account's transaction.
 */
export type RegistrationCheck = (person: {
  username: string;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
}) => Promise<AccountOpened>;
export type AccountOpened = (trx: Db, memberId: number, at: Date) => Promise<void>;

/** A window's deposit limits in minor units (null: none). */
type ChosenLimits = { day: number | null; week: number | null; month: number | null };

/**
 * What registration does with the deposit limits chosen on the form (handed down by responsible gaming):
 * checked against the jurisdiction profile before the account opens (refusing when it requires limits not
 * given), then written with the new member by the step it returns.
 */
export type RegistrationLimits = (
  chosen: ChosenLimits | null | undefined,
) => (trx: Db, memberId: number, at: Date) => Promise<void>;

/**
 * PUT /wps/member/register and /register/mobile: the shared validation module against
 * the brand's register settings, the SMS code (always on the mobile tab), the captcha,
 * uniqueness, the invitation code; then the member, its wallet account and a session.
 */
export async function registerMember(
  ctx: ServerContext,
  input: RegistrationInput,
  ip: string,
  registrationCheck: RegistrationCheck,
  registrationLimits: RegistrationLimits,
): Promise<LoginResult> {
  const settings = ctx.brand.register;
  if (!isSwitchOn(ctx.brand.whitelabel, 'DIRECTREG3')) fail('REGISTRATION_CLOSED');
  if (input.firebaseIdToken) {
    // Third-party phone checks only run when the brand uses such a verifier.
    if (ctx.phoneVerifier.kind !== 'thirdParty') fail('FEATURE_DISABLED');
  }

  const problems = checkRegistration(input as Record<string, unknown>, settings, input.tab);
  if (Object.keys(problems).length > 0) {
    const fields = Object.fromEntries(Object.entries(problems).map(([name, message]) => [name, message.key]));
    fail('INVALID_INPUT', null, fields);
  }

  const mobileNum = input.mobileNum || null;
  const dialingCode = mobileNum
    ? normaliseDialingCode(input.countryDialingCode || ctx.brand.defaultDialingCode)
    : null;
  if (mobileNum) checkPhoneNumber(ctx, mobileNum);

  if (settings.captcha) await requireCaptcha(ctx, ctx.db, input.captchaId, input.captcha);

  const typedUsername = input.username?.trim();
  if (typedUsername && (await findByUsername(ctx.db, typedUsername))) fail('USERNAME_TAKEN');
  if (mobileNum && dialingCode && (await findByMobile(ctx.db, dialingCode, mobileNum))) fail('MOBILE_TAKEN');

  const affiliate = input.affiliateCode ? await agentByAffiliateCode(ctx.db, input.affiliateCode) : undefined;
  if (input.affiliateCode && !affiliate) fail('INVALID_AFFILIATE');
  const recommender = input.referralCode ? await recommenderOf(ctx.db, input.referralCode) : undefined;
  if (input.referralCode && !recommender) fail('INVALID_AFFILIATE');

  const writeLimits = registrationLimits(input.depositLimits);

  // A person the jurisdiction's self-exclusion register lists, or under age, opens no account (before the SMS
  // code is used up).
  const accountOpened = await registrationCheck({
    username: typedUsername ?? '',
    email: input.email?.trim() || null,
    phone: internationalPhone(dialingCode, mobileNum),
    birthDate: input.birthDate ?? null,
  });

  const smsNeeded = input.tab === 'mobile' || settings.smsVerification;
  if (smsNeeded && mobileNum && dialingCode) {
    await consumeSmsCode(ctx, ctx.db, {
      countryDialingCode: dialingCode,
      mobileNum,
      purpose: 'register',
      code: input.verificationCode,
    });
  }

  const passwordHash = await hashPassword(input.password);
  const at = now(ctx);
  try {
    return await inTransaction(ctx.db, async (trx) => {
      const username = typedUsername || (await deriveUsername(trx, mobileNum ?? ''));
      const member = await trx
        .insertInto('members')
        .values({
          username,
          username_lower: username.toLowerCase(),
          password_hash: passwordHash,
          password_changed_at: at,
          type: MemberType.member,
          mobile_num: mobileNum,
          country_dialing_code: dialingCode,
          email: input.email?.trim() || null,
          nickname: input.nickname?.trim() || null,
          totp_secret: null,
          bank_account_name: input.payeeName?.trim() || null,
          affiliate_code: null,
          upline_id: affiliate?.id ?? (recommender && isAgentType(recommender.type) ? recommender.id : null),
          recommender_id: recommender?.id ?? null,
          last_login_at: null,
          last_login_ip: null,
          registration_ip: ip,
          profile: JSON.stringify(profileOf(input)),
          created_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await addToTree(trx, member.id, member.upline_id);
      await accountFor(trx, member.id, 'player_main', at);
      await writeLimits(trx, member.id, at);
      await rememberIp({ ...ctx, db: trx }, member.id, ip);
      await accountOpened(trx, member.id, at);
      return openSession(ctx, trx, member, {
        ip,
        defaultPassword: false,
        passwordExpired: false,
        mustChangePassword: false,
      });
    });
  } catch (error) {
    // Two registrations racing for the same name or number: the unique index decides.
    const constraint = (error as { constraint?: string }).constraint ?? '';
    if (constraint.includes('username')) throw ApiError.of('USERNAME_TAKEN');
    if (constraint.includes('mobile')) throw ApiError.of('MOBILE_TAKEN');
    throw error;
  }
}

/** A referral code names an agent by affiliate code, or a member by username. */
async function recommenderOf(db: Db, code: string) {
  const agent = await agentByAffiliateCode(db, code);
  if (agent) return agent;
  const member = await findByUsername(db, code);
  return member && member.type !== 4
    ? { id: member.id, username: member.username, type: member.type }
    : undefined;
}
