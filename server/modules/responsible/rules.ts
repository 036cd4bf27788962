import { type RawBuilder, type Selectable, sql } from 'kysely';
import { fail } from '../../http/envelope';
import type { Restriction } from '../../http/route';
import type { Db } from '../database';
import { assertAffordable } from './affordability';
import { requiredAge } from './age';
import { WINDOWS, type Window, type WindowRule, windowStarts } from './calendar';
import { profileDepositLimits, type RgPolicy } from './profiles';
import type { DepositLimits, ResponsibleSettingsTable } from './tables';

export const NO_LIMITS: DepositLimits = { day: null, week: null, month: null };

/** The three kinds of limit: on deposits, on the net loss of play, on the stakes of play. */
export type LimitKind = 'deposit' | 'loss' | 'wager';

/** One kind's limits in force, and a raise waiting out the profile's delay. */
export interface LimitSet {
  limits: DepositLimits;
  pending: DepositLimits | null;
  pendingAt: Date | null;
}

export interface ResponsibleState extends Record<LimitKind, LimitSet> {
  realityCheckMinutes: number | null;
  exclusionKind: string | null;
  excludedUntil: Date | null;
  /** The national register's last answer (registers.ts); a listed member is treated as self-excluded. */
  register: { name: string; listed: boolean; checkedAt: Date } | null;
  /** The session-time limit in force (minutes, null: none), and a raise or removal waiting for `pendingAt`. */
  session: SessionLimit;
  /** The end of the mandatory break after a session a time limit ended (null: none). */
  breakUntil: Date | null;
}

export interface SessionLimit {
  minutes: number | null;
  /** With `pendingAt`: the minutes that apply then (null: the limit is removed). */
  pendingMinutes: number | null;
  pendingAt: Date | null;
}

/** Used of each kind's limits in each window, in minor units; `loss` is net (below zero after a net win). */
export type LimitUsage = Record<LimitKind, Record<Window, number>>;

type SettingsRow = Selectable<ResponsibleSettingsTable>;

/** The columns each kind is kept in. */
const LIMIT_COLUMNS = {
  deposit: { limits: 'limits', pending: 'pending_limits', at: 'pending_at' },
  loss: { limits: 'loss_limits', pending: 'pending_loss_limits', at: 'pending_loss_at' },
  wager: { limits: 'wager_limits', pending: 'pending_wager_limits', at: 'pending_wager_at' },
} as const;

/** A kind's limits at `at`: a pending raise whose time has come applies. */
function limitSet(row: SettingsRow | undefined, kind: LimitKind, at: Date): LimitSet {
  if (!row) return { limits: NO_LIMITS, pending: null, pendingAt: null };
  const columns = LIMIT_COLUMNS[kind];
  const limits = row[columns.limits];
  const pending = row[columns.pending];
  const pendingAt = row[columns.at];
  if (pending && pendingAt && pendingAt.getTime() <= at.getTime()) {
    return { limits: pending, pending: null, pendingAt: null };
  }
  return { limits, pending, pendingAt };
}

/** The session-time limit at `at`: a pending raise or removal whose time has come applies. */
function sessionLimit(row: SettingsRow | undefined, at: Date): SessionLimit {
  if (!row) return { minutes: null, pendingMinutes: null, pendingAt: null };
  const pendingAt = row.pending_session_at;
  if (pendingAt && pendingAt.getTime() <= at.getTime()) {
    return { minutes: row.pending_session_minutes, pendingMinutes: null, pendingAt: null };
  }
  return { minutes: row.session_minutes, pendingMinutes: row.pending_session_minutes, pendingAt };
}

function stateOf(row: SettingsRow | undefined, at: Date): ResponsibleState {
  return {
    deposit: limitSet(row, 'deposit', at),
    loss: limitSet(row, 'loss', at),
    wager: limitSet(row, 'wager', at),
    realityCheckMinutes: row?.reality_check_minutes ?? null,
    exclusionKind: row?.exclusion_kind ?? null,
    excludedUntil: row?.excluded_until ?? null,
    register:
      row?.register_name && row.register_checked_at
        ? { name: row.register_name, listed: row.register_listed, checkedAt: row.register_checked_at }
        : null,
    session: sessionLimit(row, at),
    breakUntil: row?.break_until ?? null,
  };
}

/**
 * The member's settings as they stand at `at` (a pending increase whose day has passed applies).
 * With `lock`, the row is locked for the rest of the caller's transaction.
 */
export async function responsibleState(
  db: Db,
  memberId: number,
  at: Date,
  lock = false,
): Promise<ResponsibleState> {
  let query = db.selectFrom('responsible_settings').selectAll().where('member_id', '=', memberId);
  if (lock) query = query.forUpdate();
  return stateOf(await query.executeTakeFirst(), at);
}

export type ExclusionKind = 'time_out' | 'self_exclusion' | 'register';

/** The member's own time-out or self-exclusion while it lasts (a kind without an end is permanent). */
export function ownExclusion(
  state: ResponsibleState,
  at: Date,
): { kind: 'time_out' | 'self_exclusion'; until: Date | null } | null {
  if (!state.exclusionKind) return null;
  if (state.excludedUntil !== null && state.excludedUntil.getTime() <= at.getTime()) return null;
  return { kind: state.exclusionKind as 'time_out' | 'self_exclusion', until: state.excludedUntil };
}

/**
 * What restricts the member's sessions: a listing on the national register while it lasts, else their
 * time-out or self-exclusion as set (null when none ever was), whether or not its end has passed (route()
 * compares the end with the clock on every call).
 */
export async function restrictionOf(db: Db, memberId: number): Promise<Restriction | null> {
  const row = await db
    .selectFrom('responsible_settings')
    .select(['exclusion_kind', 'excluded_until', 'register_listed'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (row?.register_listed) return { kind: 'register', until: null };
  if (!row?.exclusion_kind) return null;
  return { kind: row.exclusion_kind as Restriction['kind'], until: row.excluded_until };
}

/**
 * What keeps the member out now: a listing on the national register (for as long as it lasts), else
 * their own time-out or self-exclusion.
 */
export function exclusionOf(
  state: ResponsibleState,
  at: Date,
): { kind: ExclusionKind; until: Date | null } | null {
  if (state.register?.listed) return { kind: 'register', until: null };
  return ownExclusion(state, at);
}

export const isExcluded = (state: ResponsibleState, at: Date): boolean => exclusionOf(state, at) !== null;

/** Refuses with SELF_EXCLUDED (its kind, and when it ends) while the member is kept out. */
export async function assertNotExcluded(db: Db, memberId: number, at: Date): Promise<void> {
  const exclusion = exclusionOf(await responsibleState(db, memberId, at), at);
  if (exclusion) {
    fail('SELF_EXCLUDED', { kind: exclusion.kind, until: exclusion.until?.toISOString() ?? null });
  }
}

/**
 * Called before every bet: a member in a time-out or self-exclusion cannot play, nor one without the
 * birth date the profile asks for (BIRTH_DATE_REQUIRED).
 */
export async function assertMayPlay(db: Db, memberId: number, at: Date, policy: RgPolicy): Promise<void> {
  await assertNotExcluded(db, memberId, at);
  await requiredAge(db, memberId, at, policy);
}

/** How the profile counts windows, in the brand's time zone. */
export const windowRule = (policy: RgPolicy): WindowRule => ({
  windows: policy.profile.windows,
  timeZone: policy.timeZone,
});

/** One sum per window over the rows whose time column is at or after the window's start. */
const perWindow = (value: RawBuilder<unknown>, time: string, starts: Record<Window, Date>, name: string) =>
  WINDOWS.map((window) =>
    sql<number>`coalesce(sum(${value}) filter (where ${sql.ref(time)} >= ${starts[window]}), 0)`.as(
      `${name}_${window}`,
    ),
  );

const windowsOf = (row: Record<string, unknown>, name: string): Record<Window, number> => ({
  day: Number(row[`${name}_day`]),
  week: Number(row[`${name}_week`]),
  month: Number(row[`${name}_month`]),
});

/** Deposits paid or pending in each window. */
async function depositUsage(db: Db, memberId: number, at: Date, policy: RgPolicy) {
  const { starts, earliest } = windowStarts(at, windowRule(policy));
  const row = await db
    .selectFrom('deposit_orders')
    .select(perWindow(sql`amount_minor`, 'created_at', starts, 'deposit'))
    .where('member_id', '=', memberId)
    .where('status', 'in', ['pending', 'paid'])
    .where('created_at', '>=', earliest)
    .executeTakeFirstOrThrow();
  return windowsOf(row, 'deposit');
}

/** The net loss of a round or bet: an open one counts in full (its worst case), a settled one less what it paid. */
const NET_LOSS = sql`stake_minor - case when status = 'settled' then payout_minor else 0 end`;

/**
 * The member's rounds and lottery bets that count towards limits (refunded and cancelled ones left out).
 * `leaveOut` is a round already written by the stake being checked.
 */
function countedRounds(db: Db, memberId: number, leaveOut: number | null) {
  let query = db
    .selectFrom('played_rounds')
    .where('member_id', '=', memberId)
    .where('status', '<>', 'refunded');
  if (leaveOut !== null) {
    query = query.where((eb) => eb.not(eb.and([eb('source', '=', 'round'), eb('id', '=', leaveOut)])));
  }
  return query;
}

/** The stakes of rounds and lottery bets placed in each of the profile's windows, and their net loss. */
async function playUsage(db: Db, memberId: number, at: Date, policy: RgPolicy, leaveOut: number | null) {
  const { starts, earliest } = windowStarts(at, windowRule(policy));
  const row = await countedRounds(db, memberId, leaveOut)
    .select([
      ...perWindow(sql`stake_minor`, 'started_at', starts, 'wager'),
      ...perWindow(NET_LOSS, 'started_at', starts, 'loss'),
    ])
    .where('started_at', '>=', earliest)
    .executeTakeFirstOrThrow();
  return { loss: windowsOf(row, 'loss'), wager: windowsOf(row, 'wager') };
}

/** What the member used of each limit in each of the profile's windows. */
export async function limitUsage(db: Db, memberId: number, at: Date, policy: RgPolicy): Promise<LimitUsage> {
  return {
    deposit: await depositUsage(db, memberId, at, policy),
    ...(await playUsage(db, memberId, at, policy, null)),
  };
}

const hasLimit = (limits: DepositLimits) => WINDOWS.some((window) => limits[window] !== null);

/** The first window (in `windows` order) where `amount` more would pass the limit, with what is left in it. */
function passedLimit<W extends string>(
  limits: Record<W, number | null>,
  used: Record<W, number>,
  amount: number,
  windows: readonly W[],
) {
  for (const window of windows) {
    const limit = limits[window];
    if (limit !== null && used[window] + amount > limit) {
      return { window, limit, remaining: Math.max(0, limit - used[window]) };
    }
  }
  return null;
}

/**
 * A new deposit of `amount` must fit every limit in force (so the lowest one applies; a window the
 * member left open takes the profile's default): refused with DEPOSIT_LIMIT_EXCEEDED naming the
 * window and what is still allowed in it. Exclusions block it too, a missing birth date the profile
 * asks for (BIRTH_DATE_REQUIRED), and net deposits passing the month's affordability threshold (nl:
 * AFFORDABILITY_CHECK_REQUIRED).
 */
export async function assertMayDeposit(
  db: Db,
  memberId: number,
  amount: number,
  at: Date,
  policy: RgPolicy,
): Promise<void> {
  const state = await responsibleState(db, memberId, at);
  const exclusion = exclusionOf(state, at);
  if (exclusion) fail('SELF_EXCLUDED', { kind: exclusion.kind });
  const age = await requiredAge(db, memberId, at, policy);
  const limits = profileDepositLimits(state.deposit.limits, policy.profile);
  if (hasLimit(limits)) {
    const passed = passedLimit(limits, await depositUsage(db, memberId, at, policy), amount, WINDOWS);
    if (passed) fail('DEPOSIT_LIMIT_EXCEEDED', passed);
  }
  await assertAffordable(db, memberId, amount, age, at, policy);
}

/**
 * A stake of `stake` must keep every loss and wager limit set: refused with RG_LOSS_LIMIT or
 * RG_WAGER_LIMIT ({window, limit, remaining}) before any money moves. Called inside the stake's
 * transaction: it locks the member's settings row before reading what was played, so concurrent
 * stakes of one member with limits take turns and cannot jointly pass a limit. `leaveOut` is the
 * stake's own round when it is already written.
 */
export async function assertWithinPlayLimits(
  trx: Db,
  memberId: number,
  stake: number,
  at: Date,
  policy: RgPolicy,
  leaveOut: number | null = null,
): Promise<void> {
  const state = await responsibleState(trx, memberId, at, true);
  await assertWithinSessionLoss(trx, memberId, stake, at, leaveOut);
  if (!hasLimit(state.loss.limits) && !hasLimit(state.wager.limits)) return;
  const usage = await playUsage(trx, memberId, at, policy, leaveOut);
  const loss = passedLimit(state.loss.limits, usage.loss, stake, WINDOWS);
  if (loss) fail('RG_LOSS_LIMIT', loss);
  const wager = passedLimit(state.wager.limits, usage.wager, stake, WINDOWS);
  if (wager) fail('RG_WAGER_LIMIT', wager);
}

/**
 * The loss limit a live session of the member set for itself (es): the net loss of the rounds and bets placed
 * since it was set may not pass it; refused as a loss limit is (RG_LOSS_LIMIT, window `session`).
 */
async function assertWithinSessionLoss(
  trx: Db,
  memberId: number,
  stake: number,
  at: Date,
  leaveOut: number | null,
): Promise<void> {
  const sessions = await trx
    .selectFrom('play_session_limits as limits')
    .innerJoin('sessions', 'sessions.token_hash', 'limits.token_hash')
    .select(['limits.loss_limit_minor', 'limits.set_at'])
    .where('limits.member_id', '=', memberId)
    .where('sessions.ended_at', 'is', null)
    .where('sessions.expires_at', '>', at)
    .execute();
  for (const session of sessions) {
    const row = await countedRounds(trx, memberId, leaveOut)
      .select(sql<number>`coalesce(sum(${NET_LOSS}), 0)`.as('loss'))
      .where('started_at', '>=', session.set_at)
      .executeTakeFirstOrThrow();
    const limits = { session: Number(session.loss_limit_minor) };
    const passed = passedLimit(limits, { session: Number(row.loss) }, stake, ['session'] as const);
    if (passed) fail('RG_LOSS_LIMIT', passed);
  }
}
