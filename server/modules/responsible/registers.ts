import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import {
  internationalPhone,
  type RegisterName,
  type RegisterPerson,
} from '../../providers/exclusion-registers';
import type { AccountOpened } from '../auth/register';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { assertAcceptableBirthDate, saveBirthDate } from './age';
import { recordChange } from './history';
import { type ProfileCode, policyOf, profileOf } from './profiles';
import { NO_LIMITS, responsibleState } from './rules';

const HOUR = 3600_000;

/**
 * Each profile's national register and how long one answer of it holds before a sign-in asks again
 * (docs/responsible-gaming.md gives the sources): GAMSTOP is checked at registration and at sign-in
 * at least daily; OASIS and CRUKS before every sign-in; the RGIAJ at registration and daily. Ontario
 * has no province-wide register for internet gaming, and `none` checks none.
 */
export const REGISTER_OF: Readonly<Record<ProfileCode, { name: RegisterName; holdMs: number } | null>> = {
  none: null,
  uk: { name: 'GAMSTOP', holdMs: 24 * HOUR },
  de: { name: 'OASIS', holdMs: 0 },
  es: { name: 'RGIAJ', holdMs: 24 * HOUR },
  nl: { name: 'CRUKS', holdMs: 0 },
  on: null,
};

/** Asks the register, refusing with EXCLUSION_REGISTER_UNAVAILABLE when it cannot answer. */
async function ask(ctx: ServerContext, name: RegisterName, person: RegisterPerson): Promise<boolean> {
  try {
    return await ctx.exclusionRegisters.isListed(name, person);
  } catch (error) {
    ctx.log.error({ err: error, register: name }, 'the self-exclusion register did not answer');
    return fail('EXCLUSION_REGISTER_UNAVAILABLE', { register: name });
  }
}

/**
 * Before an account is opened: the birth date the profile asks for, at least the minimum age
 * (BIRTH_DATE_REQUIRED, UNDER_AGE), and not listed on the profile's register (EXCLUSION_REGISTER_LISTED).
 * Once the account exists, its birth date is kept.
 */
export async function checkRegistration(
  ctx: ServerContext,
  person: RegisterPerson & { birthDate: string | null },
): Promise<AccountOpened> {
  const { birthDate, ...listed } = person;
  assertAcceptableBirthDate(birthDate, now(ctx), policyOf(ctx.operator.current()));
  await assertNotOnRegister(ctx, listed);
  return async (trx, memberId, at) => {
    if (birthDate !== null) await saveBirthDate(trx, memberId, birthDate, 'registration', at);
  };
}

/** A person the profile's register lists cannot open an account (EXCLUSION_REGISTER_LISTED). */
async function assertNotOnRegister(ctx: ServerContext, person: RegisterPerson): Promise<void> {
  const register = REGISTER_OF[profileOf(ctx.operator.current()).code];
  if (register && (await ask(ctx, register.name, person))) {
    fail('EXCLUSION_REGISTER_LISTED', { register: register.name });
  }
}

async function personOf(db: Db, memberId: number): Promise<RegisterPerson> {
  const member = await db
    .selectFrom('members')
    .select(['username', 'email', 'mobile_num', 'country_dialing_code'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return {
    username: member.username,
    email: member.email,
    phone: internationalPhone(member.country_dialing_code, member.mobile_num),
  };
}

/**
 * At sign-in: asks the profile's register again when its last answer is older than the register's
 * hold, and keeps the answer on the member's settings (a listed member is treated as self-excluded
 * while listed). A change of the answer goes into the member's history, started by the system.
 */
export async function refreshRegisterListing(ctx: ServerContext, memberId: number): Promise<void> {
  const register = REGISTER_OF[profileOf(ctx.operator.current()).code];
  if (!register) return;
  const at = now(ctx);
  const before = await responsibleState(ctx.db, memberId, at);
  const fresh =
    before.register !== null &&
    before.register.name === register.name &&
    at.getTime() - before.register.checkedAt.getTime() < register.holdMs;
  if (fresh) return;
  const listed = await ask(ctx, register.name, await personOf(ctx.db, memberId));
  await inTransaction(ctx.db, async (trx) => {
    const state = await responsibleState(trx, memberId, at, true);
    const values = { register_name: register.name, register_listed: listed, register_checked_at: at };
    await trx
      .insertInto('responsible_settings')
      .values({
        member_id: memberId,
        limits: JSON.stringify(NO_LIMITS),
        ...values,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.column('member_id').doUpdateSet(values))
      .execute();
    await recordChange(trx, {
      memberId,
      change: 'register',
      actor: 'system',
      before: { register: state.register && { name: state.register.name, listed: state.register.listed } },
      after: { register: { name: register.name, listed } },
      at,
    });
  });
}
