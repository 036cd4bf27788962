import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { fail } from '../../http/envelope';
import type { DepositLimits } from './tables';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** The rolling windows of the deposit limits; a month is counted as 30 days. */
export const LIMIT_WINDOWS: Record<keyof DepositLimits, number> = {
  day: DAY,
  week: 7 * DAY,
  month: 30 * DAY,
};
/** An increase (or removal) of a limit waits this long; a decrease applies at once. */
export const INCREASE_DELAY = DAY;

export const NO_LIMITS: DepositLimits = { day: null, week: null, month: null };

export interface ResponsibleState {
  limits: DepositLimits;
  pendingLimits: DepositLimits | null;
  pendingAt: Date | null;
  realityCheckMinutes: number | null;
  exclusionKind: string | null;
  excludedUntil: Date | null;
}

/** The member's settings as they stand at `at` (a pending increase whose day has passed applies). */
export async function responsibleState(db: Db, memberId: number, at: Date): Promise<ResponsibleState> {
  const row = await db
    .selectFrom('responsible_settings')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) {
    return {
      limits: NO_LIMITS,
      pendingLimits: null,
      pendingAt: null,
      realityCheckMinutes: null,
      exclusionKind: null,
      excludedUntil: null,
    };
  }
  const due = row.pending_limits && row.pending_at && row.pending_at.getTime() <= at.getTime();
  return {
    limits: due ? row.pending_limits! : row.limits,
    pendingLimits: due ? null : row.pending_limits,
    pendingAt: due ? null : row.pending_at,
    realityCheckMinutes: row.reality_check_minutes,
    exclusionKind: row.exclusion_kind,
    excludedUntil: row.excluded_until,
  };
}

/** True while a time-out or self-exclusion lasts (a kind without an end is permanent). */
export function isExcluded(state: ResponsibleState, at: Date): boolean {
  if (!state.exclusionKind) return false;
  return state.excludedUntil === null || state.excludedUntil.getTime() > at.getTime();
}

/** Refuses with SELF_EXCLUDED (and when it ends) while a time-out or self-exclusion lasts. */
export async function assertNotExcluded(db: Db, memberId: number, at: Date): Promise<void> {
  const state = await responsibleState(db, memberId, at);
  if (isExcluded(state, at)) {
    fail('SELF_EXCLUDED', {
      kind: state.exclusionKind,
      until: state.excludedUntil?.toISOString() ?? null,
    });
  }
}

/** Called before every bet: a member in a time-out or self-exclusion cannot play. */
export async function assertMayPlay(db: Db, memberId: number, at: Date): Promise<void> {
  await assertNotExcluded(db, memberId, at);
}

/** Deposited (paid) or on its way (pending) since `since`, in minor units. */
async function depositedSince(db: Db, memberId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('deposit_orders')
    .select(sql<number>`coalesce(sum(amount_minor), 0)`.as('sum'))
    .where('member_id', '=', memberId)
    .where('status', 'in', ['pending', 'paid'])
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

/**
 * A new deposit of `amount` must fit every limit set (so the lowest one applies): refused with
 * DEPOSIT_LIMIT_EXCEEDED naming the window and what is still allowed in it. Exclusions block it too.
 */
export async function assertMayDeposit(db: Db, memberId: number, amount: number, at: Date): Promise<void> {
  const state = await responsibleState(db, memberId, at);
  if (isExcluded(state, at)) fail('SELF_EXCLUDED', { kind: state.exclusionKind });
  for (const window of Object.keys(LIMIT_WINDOWS) as (keyof DepositLimits)[]) {
    const limit = state.limits[window];
    if (limit === null) continue;
    const used = await depositedSince(db, memberId, new Date(at.getTime() - LIMIT_WINDOWS[window]));
    if (used + amount > limit) {
      fail('DEPOSIT_LIMIT_EXCEEDED', { window, limit, remaining: Math.max(0, limit - used) });
    }
  }
}
