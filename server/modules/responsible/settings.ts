import type { ResponsibleSettings } from '../../../src/core/contract/funds';
import { now, type ServerContext } from '../../context';
import type { Db } from '../../db/connection';
import { fail } from '../../http/envelope';
import { verifyPassword } from '../../security/passwords';
import { endOtherSessions } from '../auth/sessions';
import { INCREASE_DELAY, isExcluded, NO_LIMITS, type ResponsibleState, responsibleState } from './rules';
import type { DepositLimits } from './tables';

const DAY = 24 * 3600_000;
const PERIODS: Record<string, { kind: 'time_out' | 'self_exclusion'; days: number | null }> = {
  '24h': { kind: 'time_out', days: 1 },
  '7d': { kind: 'time_out', days: 7 },
  '30d': { kind: 'time_out', days: 30 },
  '6m': { kind: 'self_exclusion', days: 182 },
  '1y': { kind: 'self_exclusion', days: 365 },
  '5y': { kind: 'self_exclusion', days: 5 * 365 },
  permanent: { kind: 'self_exclusion', days: null },
};

export function settingsView(state: ResponsibleState, at: Date): ResponsibleSettings {
  return {
    limits: state.limits,
    pendingLimits: state.pendingLimits,
    pendingAt: state.pendingAt?.toISOString() ?? null,
    realityCheckMinutes: state.realityCheckMinutes,
    exclusion: isExcluded(state, at)
      ? {
          kind: state.exclusionKind as 'time_out' | 'self_exclusion',
          until: state.excludedUntil?.toISOString() ?? null,
        }
      : null,
  };
}

async function save(db: Db, memberId: number, state: ResponsibleState, at: Date): Promise<void> {
  const values = {
    limits: JSON.stringify(state.limits),
    pending_limits: state.pendingLimits ? JSON.stringify(state.pendingLimits) : null,
    pending_at: state.pendingAt,
    reality_check_minutes: state.realityCheckMinutes,
    exclusion_kind: state.exclusionKind,
    excluded_until: state.excludedUntil,
    updated_at: at,
  };
  await db
    .insertInto('responsible_settings')
    .values({ member_id: memberId, ...values })
    .onConflict((conflict) => conflict.column('member_id').doUpdateSet(values))
    .execute();
}

/** Whether `next` is looser than `current` for one window (null is no limit, the loosest). */
const looser = (next: number | null, current: number | null): boolean =>
  current !== null && (next === null || next > current);

/**
 * Decreases apply at once; if any window is raised or removed, the whole requested set waits
 * 24 hours as the pending limits (a later request replaces them).
 */
export async function setDepositLimits(
  ctx: ServerContext,
  memberId: number,
  requested: DepositLimits,
): Promise<ResponsibleSettings> {
  const at = now(ctx);
  const state = await responsibleState(ctx.db, memberId, at);
  const windows = Object.keys(NO_LIMITS) as (keyof DepositLimits)[];
  const immediate = { ...state.limits };
  let raised = false;
  for (const window of windows) {
    if (looser(requested[window], state.limits[window])) raised = true;
    else immediate[window] = requested[window];
  }
  const next: ResponsibleState = {
    ...state,
    limits: immediate,
    pendingLimits: raised ? requested : null,
    pendingAt: raised ? new Date(at.getTime() + INCREASE_DELAY) : null,
  };
  await save(ctx.db, memberId, next, at);
  return settingsView(next, at);
}

export async function setRealityCheck(
  ctx: ServerContext,
  memberId: number,
  minutes: number | null,
): Promise<ResponsibleSettings> {
  const at = now(ctx);
  const state = { ...(await responsibleState(ctx.db, memberId, at)), realityCheckMinutes: minutes };
  await save(ctx.db, memberId, state, at);
  return settingsView(state, at);
}

/**
 * Starts a time-out or self-exclusion after checking the login password, and ends every session
 * of the member (the current one included). A running exclusion is only ever lengthened.
 */
export async function exclude(
  ctx: ServerContext,
  memberId: number,
  input: { period: string; password: string },
): Promise<void> {
  const member = await ctx.db
    .selectFrom('members')
    .select('password_hash')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.password, member.password_hash))) fail('OLD_PASSWORD_WRONG');
  const period = PERIODS[input.period]!;
  const at = now(ctx);
  const state = await responsibleState(ctx.db, memberId, at);
  const until = period.days === null ? null : new Date(at.getTime() + period.days * DAY);
  const running = isExcluded(state, at);
  const longer =
    !running ||
    (state.excludedUntil !== null && (until === null || until.getTime() > state.excludedUntil.getTime()));
  if (longer) {
    await save(
      ctx.db,
      memberId,
      {
        ...state,
        exclusionKind: running && state.exclusionKind === 'self_exclusion' ? 'self_exclusion' : period.kind,
        excludedUntil: until,
      },
      at,
    );
  }
  await endOtherSessions(ctx, ctx.db, memberId, null);
}
