import { sql } from 'kysely';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import { ageOn, isCalendarDate } from './calendar';
import { MINIMUM_AGE, type RgPolicy } from './profiles';

/** The member's birth date (YYYY-MM-DD), or null when they never gave one. */
export async function birthDateOf(db: Db, memberId: number): Promise<string | null> {
  const row = await db
    .selectFrom('member_birth_dates')
    .select(sql<string>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.birth_date ?? null;
}

/**
 * A birth date given at registration or in the member centre: a real day, and a person at least
 * MINIMUM_AGE old on the brand's calendar today (UNDER_AGE otherwise). Under a profile that asks for
 * one, none at all is BIRTH_DATE_REQUIRED.
 */
export function assertAcceptableBirthDate(birthDate: string | null, at: Date, policy: RgPolicy): void {
  if (birthDate === null) {
    if (policy.profile.birthDateRequired) fail('BIRTH_DATE_REQUIRED');
    return;
  }
  if (!isCalendarDate(birthDate) || birthDate < '1900-01-01') {
    fail('INVALID_INPUT', null, { birthDate: 'err_birth_date_invalid' });
  }
  const age = ageOn(birthDate, at, policy.timeZone);
  if (age < 0) fail('INVALID_INPUT', null, { birthDate: 'err_birth_date_invalid' });
  if (age < MINIMUM_AGE) fail('UNDER_AGE', { minimumAge: MINIMUM_AGE });
}

/** Keeps a member's birth date, once: false when they already have one (it is not changed). */
export async function saveBirthDate(
  db: Db,
  memberId: number,
  birthDate: string,
  enteredBy: 'registration' | 'member',
  at: Date,
): Promise<boolean> {
  const saved = await db
    .insertInto('member_birth_dates')
    .values({ member_id: memberId, birth_date: birthDate, entered_by: enteredBy, entered_at: at })
    .onConflict((conflict) => conflict.column('member_id').doNothing())
    .returning('member_id')
    .executeTakeFirst();
  return saved !== undefined;
}

/**
 * Under a profile that asks for a birth date, a member who has none (an account older than the
 * profile) is refused every stake and deposit with BIRTH_DATE_REQUIRED until they enter it in the
 * member centre. Their age in whole years otherwise (null when the profile asks for none and none
 * was given).
 */
export async function requiredAge(
  db: Db,
  memberId: number,
  at: Date,
  policy: RgPolicy,
): Promise<number | null> {
  const birthDate = await birthDateOf(db, memberId);
  if (birthDate === null) {
    if (policy.profile.birthDateRequired) fail('BIRTH_DATE_REQUIRED');
    return null;
  }
  return ageOn(birthDate, at, policy.timeZone);
}

/** Whether a member of `age` is young under the profile (uk, nl: 18 to 24). */
export const isYoung = (age: number | null, policy: RgPolicy): boolean =>
  age !== null && policy.profile.youngAgeBelow !== null && age < policy.profile.youngAgeBelow;

/** The most one slot round of the member may stake (uk: 2.00 aged 18–24, 5.00 otherwise); null: no cap. */
export async function slotStakeCap(
  db: Db,
  memberId: number,
  at: Date,
  policy: RgPolicy,
): Promise<number | null> {
  const { profile } = policy;
  if (profile.maxSlotStakeMinor === null && profile.youngMaxSlotStakeMinor === null) return null;
  const age = await requiredAge(db, memberId, at, policy);
  if (isYoung(age, policy) && profile.youngMaxSlotStakeMinor !== null) return profile.youngMaxSlotStakeMinor;
  return profile.maxSlotStakeMinor;
}
