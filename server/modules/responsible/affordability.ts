import type { Selectable } from 'kysely';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import { isYoung } from './age';
import { windowStart } from './calendar';
import { type ChangeActor, recordChange } from './history';
import type { RgPolicy } from './profiles';
import type { AffordabilityChecksTable } from './tables';

export type AffordabilityOutcome = 'affordable' | 'not_affordable';

/** One affordability check as the operator API and the member's history show it. */
export interface AffordabilityCheck {
  outcome: AffordabilityOutcome;
  monthlyNetDepositMinor: number;
  checkedBy: string;
  note: string;
  at: string;
}

const checkOf = (row: Selectable<AffordabilityChecksTable>): AffordabilityCheck => ({
  outcome: row.outcome as AffordabilityOutcome,
  monthlyNetDepositMinor: Number(row.monthly_net_deposit_minor),
  checkedBy: row.checked_by,
  note: row.note,
  at: row.created_at.toISOString(),
});

/** The operator's latest affordability check of the member, if any. */
export async function latestAffordabilityCheck(db: Db, memberId: number): Promise<AffordabilityCheck | null> {
  const row = await db
    .selectFrom('affordability_checks')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? checkOf(row) : null;
}

/**
 * Deposits (paid or pending) less withdrawals (asked for or paid) since the first of the brand's
 * calendar month, in minor units.
 */
export async function netDepositsThisMonth(db: Db, memberId: number, at: Date, policy: RgPolicy) {
  const since = windowStart('month', at, { windows: 'calendar', timeZone: policy.timeZone });
  const sum = async (table: 'deposit_orders' | 'withdrawals', statuses: string[]) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_minor'), eb.lit(0)).as('total'))
      .where('member_id', '=', memberId)
      .where('status', 'in', statuses)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };
  return (
    (await sum('deposit_orders', ['pending', 'paid'])) - (await sum('withdrawals', ['pending', 'completed']))
  );
}

/**
 * The net deposits a calendar month may reach before the operator must check affordability: the
 * profile's (nl: 700.00, 300.00 aged 18–24) until the operator records a check, then the threshold
 * that check set (a check finding deposits not affordable keeps the profile's). null: no check applies.
 */
export async function affordabilityThreshold(
  db: Db,
  memberId: number,
  age: number | null,
  policy: RgPolicy,
): Promise<number | null> {
  const own = profileThreshold(age, policy);
  if (own === null) return null;
  const check = await latestAffordabilityCheck(db, memberId);
  return check?.outcome === 'affordable' ? check.monthlyNetDepositMinor : own;
}

/** The profile's own monthly threshold for a member of `age` (nl: 300.00 aged 18–24, else 700.00). */
export function profileThreshold(age: number | null, policy: RgPolicy): number | null {
  const rule = policy.profile.affordability;
  if (!rule) return null;
  return isYoung(age, policy) ? rule.youngMonthlyNetDepositMinor : rule.monthlyNetDepositMinor;
}

/**
 * A deposit that would take the month's net deposits past the member's threshold is refused with
 * AFFORDABILITY_CHECK_REQUIRED ({threshold, netDeposits}) until the operator records a check.
 */
export async function assertAffordable(
  db: Db,
  memberId: number,
  amount: number,
  age: number | null,
  at: Date,
  policy: RgPolicy,
): Promise<void> {
  const threshold = await affordabilityThreshold(db, memberId, age, policy);
  if (threshold === null) return;
  const netDeposits = await netDepositsThisMonth(db, memberId, at, policy);
  if (netDeposits + amount > threshold) fail('AFFORDABILITY_CHECK_REQUIRED', { threshold, netDeposits });
}

/**
 * Records the operator's affordability check of a member, with the threshold it sets, in the
 * member's responsible-gaming history (actor operator) in the same transaction.
 */
export async function recordAffordabilityCheck(
  db: Db,
  input: {
    memberId: number;
    outcome: AffordabilityOutcome;
    monthlyNetDepositMinor: number;
    checkedBy: string;
    note: string;
    at: Date;
    actor?: ChangeActor;
  },
): Promise<AffordabilityCheck> {
  const before = await latestAffordabilityCheck(db, input.memberId);
  const row = await db
    .insertInto('affordability_checks')
    .values({
      member_id: input.memberId,
      outcome: input.outcome,
      monthly_net_deposit_minor: input.monthlyNetDepositMinor,
      checked_by: input.checkedBy,
      note: input.note,
      created_at: input.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const check = checkOf(row);
  const value = (c: AffordabilityCheck | null) =>
    c && {
      outcome: c.outcome,
      monthlyNetDeposit: c.monthlyNetDepositMinor,
      checkedBy: c.checkedBy,
      checkedAt: c.at,
    };
  await recordChange(db, {
    memberId: input.memberId,
    change: 'affordability',
    actor: input.actor ?? 'operator',
    before: { affordability: value(before) },
    after: { affordability: value(check) },
    at: input.at,
  });
  return check;
}
