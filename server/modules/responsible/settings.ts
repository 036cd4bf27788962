import type { ResponsibleSettings } from '../../../src/core/contract/funds';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { verifyPassword } from '../../security/passwords';
import { forgetMemberSessions } from '../auth/sessions';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { recallGameWallets } from '../ledger/game-wallets';
import { assertAcceptableBirthDate, birthDateOf, saveBirthDate } from './age';
import { type ChangeActor, recordChange } from './history';
import {
  nextRaiseFrom,
  policyOf,
  profileDepositLimits,
  profileOf,
  type RgPolicy,
  type RgProfile,
  raiseAppliesAt,
} from './profiles';
import {
  exclusionOf,
  type LimitKind,
  type LimitSet,
  type LimitUsage,
  limitUsage,
  NO_LIMITS,
  ownExclusion,
  type ResponsibleState,
  responsibleState,
} from './rules';
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

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function settingsView(
  state: ResponsibleState,
  usage: LimitUsage,
  at: Date,
  policy: RgPolicy,
  birthDate: string | null,
): ResponsibleSettings {
  const { profile } = policy;
  const deposit = inForce(state, 'deposit', profile);
  return {
    limits: deposit.limits,
    pendingLimits: deposit.pending,
    pendingAt: iso(deposit.pendingAt),
    lossLimits: state.loss.limits,
    pendingLossLimits: state.loss.pending,
    pendingLossAt: iso(state.loss.pendingAt),
    wagerLimits: state.wager.limits,
    pendingWagerLimits: state.wager.pending,
    pendingWagerAt: iso(state.wager.pendingAt),
    usage: { deposited: usage.deposit, lost: usage.loss, wagered: usage.wager },
    realityCheckMinutes: realityCheckMinutes(state, profile),
    realityCheckMaxMinutes: profile.realityCheckMinutes,
    raiseDelay: profile.raiseDelay,
    exclusion: exclusionView(state, at),
    windows: profile.windows,
    birthDate,
    birthDateRequired: profile.birthDateRequired,
    sessionMinutes: state.session.minutes,
    pendingSessionMinutes: state.session.pendingMinutes,
    pendingSessionAt: iso(state.session.pendingAt),
    sessionBreakMinutes: profile.sessionBreakMinutes,
  };
}

/**
 * The reality check's interval: the member's own, else the profile's (nl, es: every 30 minutes). Under a profile
 * that requires one, an own interval longer than the profile's (chosen before the brand took the profile) gives way
 * to the profile's.
 */
export function realityCheckMinutes(state: ResponsibleState, profile: RgProfile): number | null {
  const required = profile.realityCheckMinutes;
  if (state.realityCheckMinutes === null) return required;
  return required === null ? state.realityCheckMinutes : Math.min(state.realityCheckMinutes, required);
}

/** The settings as the member centre shows them, with each limit's use in its window. */
export async function currentSettings(
  db: Db,
  memberId: number,
  at: Date,
  policy: RgPolicy,
): Promise<ResponsibleSettings> {
  const state = await responsibleState(db, memberId, at);
  const usage = await limitUsage(db, memberId, at, policy);
  return settingsView(state, usage, at, policy, await birthDateOf(db, memberId));
}

const pendingJson = (set: LimitSet) => (set.pending ? JSON.stringify(set.pending) : null);

/** Writes the member's settings row (made on first use) as `state` says. */
export async function save(db: Db, memberId: number, state: ResponsibleState, at: Date): Promise<void> {
  const values = {
    limits: JSON.stringify(state.deposit.limits),
    pending_limits: pendingJson(state.deposit),
    pending_at: state.deposit.pendingAt,
    loss_limits: JSON.stringify(state.loss.limits),
    pending_loss_limits: pendingJson(state.loss),
    pending_loss_at: state.loss.pendingAt,
    wager_limits: JSON.stringify(state.wager.limits),
    pending_wager_limits: pendingJson(state.wager),
    pending_wager_at: state.wager.pendingAt,
    reality_check_minutes: state.realityCheckMinutes,
    exclusion_kind: state.exclusionKind,
    excluded_until: state.excludedUntil,
    session_minutes: state.session.minutes,
    pending_session_minutes: state.session.pendingMinutes,
    pending_session_at: state.session.pendingAt,
    break_until: state.breakUntil,
    updated_at: at,
  };
  await db
    .insertInto('responsible_settings')
    .values({ member_id: memberId, ...values })
    .onConflict((conflict) => conflict.column('member_id').doUpdateSet(values))
    .execute();
}

/**
 * A kind's limits as they hold under `profile`: deposit windows the member left open take the
 * profile's defaults and the monthly one its maximum (profileDepositLimits).
 */
export function inForce(state: ResponsibleState, kind: LimitKind, profile: RgProfile): LimitSet {
  const set = state[kind];
  if (kind !== 'deposit') return set;
  return {
    limits: profileDepositLimits(set.limits, profile),
    pending: set.pending && profileDepositLimits(set.pending, profile),
    pendingAt: set.pendingAt,
  };
}

const RAISED_AT = {
  deposit: 'deposit_raised_at',
  loss: 'loss_raised_at',
  wager: 'wager_raised_at',
} as const;

/**
 * Refuses a raise the profile does not allow yet: one raise of a kind per `raiseIntervalMonths`
 * (es: 3), RG_RAISE_TOO_SOON saying from when the next is possible.
 */
async function assertRaiseAllowed(db: Db, memberId: number, kind: LimitKind, profile: RgProfile, at: Date) {
  if (profile.raiseIntervalMonths === null) return;
  const row = await db
    .selectFrom('responsible_settings')
    .select(RAISED_AT[kind])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const last = (row as Record<string, Date | null> | undefined)?.[RAISED_AT[kind]] ?? null;
  const possibleFrom = last && nextRaiseFrom(profile, last);
  if (possibleFrom && possibleFrom.getTime() > at.getTime()) {
    fail('RG_RAISE_TOO_SOON', { kind, possibleFrom: possibleFrom.toISOString() });
  }
}

/**
 * Refuses deposit limits the profile does not allow a member to have: under a profile with a
 * monthly maximum (de: 1,000.00) the monthly limit must be set and at most that
 * (RG_DEPOSIT_LIMIT_REQUIRED).
 */
export function assertDepositLimitsAllowed(requested: DepositLimits, profile: RgProfile): void {
  const max = profile.maxMonthlyDepositMinor;
  if (max !== null && (requested.month === null || requested.month > max)) {
    fail('RG_DEPOSIT_LIMIT_REQUIRED', { rule: 'month', maxMonthly: max });
  }
}

/**
 * The deposit limits a member chose at registration, written with the new member in the
 * registration's transaction and recorded as the member's own change.
 */
export async function startingDepositLimits(
  trx: Db,
  memberId: number,
  limits: DepositLimits,
  at: Date,
): Promise<void> {
  const state = await responsibleState(trx, memberId, at, true);
  const set: LimitSet = { limits, pending: null, pendingAt: null };
  await save(trx, memberId, { ...state, deposit: set }, at);
  await recordChange(trx, {
    memberId,
    change: 'deposit_limits',
    actor: 'member',
    before: limitsValue(state.deposit),
    after: limitsValue(set),
    at,
  });
}

/** One member's settings as the brand's new profile leaves them (profile-change.ts), recorded as the system's change. */
export async function saveProfileChange(
  trx: Db,
  memberId: number,
  before: ResponsibleState,
  after: ResponsibleState,
  at: Date,
): Promise<void> {
  await save(trx, memberId, after, at);
  for (const kind of ['deposit', 'loss', 'wager'] as const) {
    await recordChange(trx, {
      memberId,
      change: `${kind}_limits`,
      actor: 'system',
      before: limitsValue(before[kind]),
      after: limitsValue(after[kind]),
      at,
    });
  }
}

/** A kind of limit as its history records it. */
const limitsValue = (set: LimitSet) => ({
  limits: set.limits,
  pending: set.pending,
  appliesAt: iso(set.pendingAt),
});

/** The member's own time-out or self-exclusion as the history records it (null: none running). */
const exclusionValue = (state: ResponsibleState, at: Date) => ({ exclusion: exclusionView(state, at, true) });

/** Whether `next` is looser than `current` for one window (null is no limit, the loosest). */
const looser = (next: number | null, current: number | null): boolean =>
  current !== null && (next === null || next > current);

/**
 * Sets one kind's limits (deposit, loss or wager). Decreases apply at once; if any window is
 * raised or removed, the whole requested set waits out the profile's raise delay (24 hours
 * unless the jurisdiction sets another) as the pending limits (a later request replaces them).
 * Deposit windows left open take the profile's defaults (es), so going above a default is a
 * raise; a profile may allow one raise per few months (es) and cap the monthly limit (de).
 */
export async function setLimits(
  ctx: ServerContext,
  memberId: number,
  kind: LimitKind,
  requested: DepositLimits,
  actor: ChangeActor = 'member',
): Promise<ResponsibleSettings> {
  const at = now(ctx);
  const policy = policyOf(ctx.operator.current());
  const { profile } = policy;
  await inTransaction(ctx.db, async (trx) => {
    if (kind === 'deposit') assertDepositLimitsAllowed(requested, profile);
    const state = await responsibleState(trx, memberId, at, true);
    const before = inForce(state, kind, profile);
    const current = before.limits;
    const wanted = kind === 'deposit' ? profileDepositLimits(requested, profile) : requested;
    const immediate = { ...current };
    let raised = false;
    for (const window of Object.keys(NO_LIMITS) as (keyof DepositLimits)[]) {
      if (looser(wanted[window], current[window])) raised = true;
      else immediate[window] = wanted[window];
    }
    if (raised) await assertRaiseAllowed(trx, memberId, kind, profile, at);
    const set: LimitSet = {
      limits: immediate,
      pending: raised ? wanted : null,
      pendingAt: raised ? raiseAppliesAt(profile.raiseDelay, at) : null,
    };
    await save(trx, memberId, { ...state, [kind]: set }, at);
    if (raised) {
      await trx
        .updateTable('responsible_settings')
        .set({ [RAISED_AT[kind]]: at })
        .where('member_id', '=', memberId)
        .execute();
    }
    await recordChange(trx, {
      memberId,
      change: `${kind}_limits`,
      actor,
      before: limitsValue(before),
      after: limitsValue(set),
      at,
    });
  });
  return currentSettings(ctx.db, memberId, at, policy);
}

/** The session-time limit as its history records it. */
const sessionLimitValue = (limit: ResponsibleState['session']) => ({
  sessionMinutes: limit.minutes,
  pendingSessionMinutes: limit.pendingMinutes,
  appliesAt: iso(limit.pendingAt),
});

/**
 * Sets the session-time limit (minutes, null: none). A lower limit applies at once (to the session running
 * now too); a raise or removal waits out the profile's raise delay as the pending limit.
 */
export async function setSessionLimit(
  ctx: ServerContext,
  memberId: number,
  minutes: number | null,
): Promise<ResponsibleSettings> {
  const at = now(ctx);
  const profile = profileOf(ctx.operator.current());
  await inTransaction(ctx.db, async (trx) => {
    const state = await responsibleState(trx, memberId, at, true);
    const raised = looser(minutes, state.session.minutes);
    const session = raised
      ? {
          minutes: state.session.minutes,
          pendingMinutes: minutes,
          pendingAt: raiseAppliesAt(profile.raiseDelay, at),
        }
      : { minutes, pendingMinutes: null, pendingAt: null };
    await save(trx, memberId, { ...state, session }, at);
    await recordChange(trx, {
      memberId,
      change: 'session_limit',
      actor: 'member',
      before: sessionLimitValue(state.session),
      after: sessionLimitValue(session),
      at,
    });
  });
  // Every node reads the sessions' end again: a lower limit may end the running session now.
  await forgetMemberSessions(ctx, memberId);
  return currentSettings(ctx.db, memberId, at, policyOf(ctx.operator.current()));
}

/**
 * Sets the reality-check interval (null: off). A profile that requires the reminder (es, nl) refuses "off" and any
 * interval longer than its own with RG_REALITY_CHECK_REQUIRED {maxMinutes}.
 */
export async function setRealityCheck(
  ctx: ServerContext,
  memberId: number,
  minutes: number | null,
): Promise<ResponsibleSettings> {
  const at = now(ctx);
  const profile = profileOf(ctx.operator.current());
  const required = profile.realityCheckMinutes;
  if (required !== null && (minutes === null || minutes > required)) {
    fail('RG_REALITY_CHECK_REQUIRED', { maxMinutes: required });
  }
  await inTransaction(ctx.db, async (trx) => {
    const state = await responsibleState(trx, memberId, at, true);
    await save(trx, memberId, { ...state, realityCheckMinutes: minutes }, at);
    await recordChange(trx, {
      memberId,
      change: 'reality_check',
      actor: 'member',
      before: { minutes: state.realityCheckMinutes },
      after: { minutes },
      at,
    });
  });
  return currentSettings(ctx.db, memberId, at, policyOf(ctx.operator.current()));
}

/**
 * A member without a birth date enters it once (a profile asking for one refuses their stakes and
 * deposits until then); one already given cannot be changed by the member (INVALID_INPUT on the
 * field). Recorded in their history.
 */
export async function enterBirthDate(
  ctx: ServerContext,
  memberId: number,
  birthDate: string,
): Promise<ResponsibleSettings> {
  const at = now(ctx);
  const policy = policyOf(ctx.operator.current());
  assertAcceptableBirthDate(birthDate, at, policy);
  await inTransaction(ctx.db, async (trx) => {
    if (!(await saveBirthDate(trx, memberId, birthDate, 'member', at))) {
      fail('INVALID_INPUT', null, { birthDate: 'err_birth_date_set' });
    }
    await recordChange(trx, {
      memberId,
      change: 'birth_date',
      actor: 'member',
      before: { birthDate: null },
      after: { birthDate },
      at,
    });
  });
  return currentSettings(ctx.db, memberId, at, policy);
}

/** Ends the member's open game sessions (handed down by the games module). */
export type EndGameSessions = (db: Db, memberId: number, at: Date) => Promise<void>;

/**
 * Starts a time-out or self-exclusion after checking the login password (startExclusion).
 */
export async function exclude(
  ctx: ServerContext,
  memberId: number,
  input: { period: string; password: string },
  endGames: EndGameSessions,
): Promise<void> {
  const member = await ctx.db
    .selectFrom('members')
    .select('password_hash')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.password, member.password_hash))) fail('OLD_PASSWORD_WRONG');
  const period = PERIODS[input.period]!;
  await startExclusion(
    ctx,
    memberId,
    { kind: period.kind, days: period.days, change: 'exclusion' },
    endGames,
  );
}

/**
 * The panic button (profiles with `panicButton`, de): one press, no password and no confirmation, starts a
 * 24-hour time-out as the member centre's would, recorded in the history as `panic`. Answers the exclusion in
 * force after it (a longer one already running is kept).
 */
export async function pressPanicButton(
  ctx: ServerContext,
  memberId: number,
  endGames: EndGameSessions,
): Promise<{ kind: 'time_out' | 'self_exclusion'; until: string | null }> {
  if (!profileOf(ctx.operator.current()).panicButton) fail('RG_PANIC_BUTTON_OFF');
  const running = await startExclusion(
    ctx,
    memberId,
    { kind: 'time_out', days: 1, change: 'panic' },
    endGames,
  );
  return { kind: running.kind, until: iso(running.until) };
}

/**
 * Starts a time-out or self-exclusion of `days` (null: permanent) now. A running exclusion is only ever
 * lengthened. In the same transaction every game wallet of the member comes home to main (one transfer, keyed
 * by the member and the moment) and their open game sessions end. The member's sessions stay, restricted from
 * their next call (route(): RESTRICTED_ALLOWED): every node forgets its copy of them, so none answers from a
 * copy read before the exclusion. Answers the exclusion in force after it.
 */
async function startExclusion(
  ctx: ServerContext,
  memberId: number,
  start: { kind: 'time_out' | 'self_exclusion'; days: number | null; change: 'exclusion' | 'panic' },
  endGames: EndGameSessions,
): Promise<{ kind: 'time_out' | 'self_exclusion'; until: Date | null }> {
  const at = now(ctx);
  const until = start.days === null ? null : new Date(at.getTime() + start.days * DAY);
  const running = await inTransaction(ctx.db, async (trx) => {
    const state = await responsibleState(trx, memberId, at, true);
    const current = ownExclusion(state, at);
    const longer =
      current === null ||
      (current.until !== null && (until === null || until.getTime() > current.until.getTime()));
    if (!longer) return current;
    const next: ResponsibleState = {
      ...state,
      exclusionKind: current?.kind === 'self_exclusion' ? 'self_exclusion' : start.kind,
      excludedUntil: until,
    };
    await save(trx, memberId, next, at);
    await recordChange(trx, {
      memberId,
      change: start.change,
      actor: 'member',
      before: exclusionValue(state, at),
      after: exclusionValue(next, at),
      at,
    });
    await recallGameWallets(trx, {
      memberId,
      which: 'all',
      idempotencyKey: `rg-exclusion:${memberId}:${at.getTime()}`,
      memo: 'exclusion started: game wallets recalled to main',
      at,
    });
    await endGames(trx, memberId, at);
    return ownExclusion(next, at)!;
  });
  await forgetMemberSessions(ctx, memberId);
  return running;
}

/** What keeps the member out, as the contract says it; `ownOnly` leaves a register listing out. */
function exclusionView(state: ResponsibleState, at: Date, ownOnly = false) {
  const exclusion = ownOnly ? ownExclusion(state, at) : exclusionOf(state, at);
  return exclusion && { kind: exclusion.kind, until: iso(exclusion.until) };
}
