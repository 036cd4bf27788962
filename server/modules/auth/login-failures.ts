import { type RawBuilder, sql } from 'kysely';
import { ApiError } from '../../../src/core/contract';
import { fail } from '../../http/envelope';
import { now, type ServerContext } from '../context';

/** An account's failures after which its next attempt needs a captcha. */
export const ACCOUNT_FAILURES_FOR_CAPTCHA = 3;
/** An account's failures after which it is locked for ACCOUNT_LOCK_MS (and again at each later failure). */
export const ACCOUNT_FAILURES_FOR_LOCK = 10;
export const ACCOUNT_LOCK_MS = 5 * 60_000;
/** An account's failures are forgotten once it has had none for this long. */
const ACCOUNT_MEMORY_MS = 24 * 3600_000;
/** Failures from one IP, across accounts, after which that IP's attempts need a captcha. */
export const IP_FAILURES_FOR_CAPTCHA = 20;
/** An IP's count drains by one failure per interval, so a shared address recovers in minutes. */
export const IP_DRAIN_MS = 60_000;
/**
 * A place taken this long ago no longer holds (database time): a sign-in takes well under a second, so
 * only a process that died mid-attempt leaves one behind, and it must not keep an account locked.
 */
const PLACE_HELD_MS = 60_000;

/** One sign-in attempt as the counters see it. */
export interface Attempt {
  /** The name signed in with: a username, or the phone address of an SMS login. */
  account: string;
  ip: string;
  /** Failures before the account's last password change are forgiven: a reset unlocks. */
  passwordChangedAt: Date | null;
  /** The account has signed in from this IP before, so the IP's captcha does not apply to it. */
  knownHere: boolean;
}

/**
 * An attempt's place in its account's and its IP's counts, taken before its password is checked and
 * settled once as a failure, a success, or nothing (the attempt went no further than a refusal).
 */
export interface AttemptPlace {
  /** The credentials were wrong: the place becomes a failure. Answers whether the next attempt needs a captcha. */
  failed(): Promise<boolean>;
  /** The member signed in: the account's failures are forgiven (the IP's stay). */
  succeeded(): Promise<void>;
  /** Gives the place back unless failed() or succeeded() settled it. */
  release(): Promise<void>;
}

const accountKey = (account: string) => `account:${account.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** Account failures before this moment no longer count. */
function accountFailuresSince(ctx: ServerContext, attempt: Attempt): Date {
  const forgotten = ctx.clock.now() - ACCOUNT_MEMORY_MS;
  return new Date(Math.max(forgotten, attempt.passwordChangedAt?.getTime() ?? 0));
}

function needsCaptcha(accountCount: number, ipCount: number, knownHere: boolean): boolean {
  return accountCount >= ACCOUNT_FAILURES_FOR_CAPTCHA || (!knownHere && ipCount >= IP_FAILURES_FOR_CAPTCHA);
}

/** The attempts under way on a row, leaving out places held too long. */
const pendingNow: RawBuilder<number> = sql`(CASE
  WHEN login_failures.reserved_at < clock_timestamp() - make_interval(secs => ${sql.lit(PLACE_HELD_MS / 1000)})
  THEN 0 ELSE login_failures.pending END)`;
const placeGivenBack = sql<number>`greatest(0, ${pendingNow} - 1)`;

/** A new row: no failures yet, and the attempt taking the first place. */
const firstPlace = (key: string, at: Date) => ({
  scope_key: key,
  failures: 0,
  updated_at: at,
  locked_until: null,
  pending: 1,
  reserved_at: sql<Date>`clock_timestamp()`,
});

/** An IP row's failures less one per IP_DRAIN_MS since its last failure. */
const drainedIpFailures = (at: Date) =>
  sql<number>`greatest(0, login_failures.failures - floor(extract(epoch from (${at}::timestamptz - login_failures.updated_at)) * 1000 / ${sql.lit(IP_DRAIN_MS)}))::integer`;

/** An account row's failures, lock and attempts under way as they stand for `attempt` at `at`. */
function accountStanding(ctx: ServerContext, attempt: Attempt, at: Date) {
  const forgotten = sql<boolean>`login_failures.updated_at < ${accountFailuresSince(ctx, attempt)}::timestamptz`;
  const failures = sql<number>`(CASE WHEN ${forgotten} THEN 0 ELSE login_failures.failures END)`;
  const lockedUntil = sql<Date | null>`(CASE WHEN ${forgotten} THEN NULL ELSE login_failures.locked_until END)`;
  return {
    forgotten,
    failures,
    lockedUntil,
    locked: sql<boolean>`coalesce(${lockedUntil} > ${at}::timestamptz, false)`,
    /** Attempts under way that would lock the account if they all fail: no further one may start. */
    mayLock: sql<boolean>`(${pendingNow} > 0 AND ${failures} + ${pendingNow} >= ${sql.lit(ACCOUNT_FAILURES_FOR_LOCK)})`,
    count: sql<number>`(${failures} + ${pendingNow})`,
  };
}

/**
 * Takes the attempt's place in its account's count, in one statement, so any number of attempts at once,
 * on any number of processes or nodes, each see those before them: failures and attempts under way count
 * alike. No place while the account is locked, or while the attempts under way could lock it (so no
 * burst checks an 11th password), or without a solved captcha once 3 are counted (so none checks a 4th
 * without one). Answers the refusal, or null with the place taken.
 */
async function takeAccountPlace(
  ctx: ServerContext,
  attempt: Attempt,
  captchaSolved: boolean,
): Promise<ApiError | null> {
  const key = accountKey(attempt.account);
  const at = now(ctx);
  const standing = accountStanding(ctx, attempt, at);
  const taken = await ctx.db
    .insertInto('login_failures')
    .values(firstPlace(key, at))
    .onConflict((conflict) =>
      conflict
        .column('scope_key')
        .doUpdateSet({
          failures: standing.failures,
          locked_until: standing.lockedUntil,
          updated_at: sql<Date>`(CASE WHEN ${standing.forgotten} THEN ${at}::timestamptz ELSE login_failures.updated_at END)`,
          pending: sql<number>`${pendingNow} + 1`,
          reserved_at: sql<Date>`clock_timestamp()`,
        })
        .where(
          sql<boolean>`NOT ${standing.locked} AND NOT ${standing.mayLock}
            AND (${captchaSolved} OR ${standing.count} < ${sql.lit(ACCOUNT_FAILURES_FOR_CAPTCHA)})`,
        ),
    )
    .returning('pending')
    .executeTakeFirst();
  if (taken) return null;

  // Which rule refused it, read again: a lock (or attempts under way that may become one) comes first.
  const refused = await ctx.db
    .selectFrom('login_failures')
    .select([
      sql<number | null>`extract(epoch from (${standing.lockedUntil} - ${at}::timestamptz)) * 1000`.as(
        'lockedForMs',
      ),
      standing.mayLock.as('mayLock'),
    ])
    .where('scope_key', '=', key)
    .executeTakeFirst();
  const lockedForMs = Math.max(0, Number(refused?.lockedForMs ?? 0));
  if (lockedForMs > 0 || refused?.mayLock) {
    return ApiError.of('TOO_MANY_REQUESTS', {
      captcha: true,
      // Attempts under way that would lock the account if they fail answer as the lock they may become.
      retryAfterSeconds: Math.ceil((lockedForMs > 0 ? lockedForMs : ACCOUNT_LOCK_MS) / 1000),
    });
  }
  return ApiError.of('CAPTCHA_INVALID', { captcha: true });
}

/**
 * Takes the attempt's place in its IP's count; without a solved captcha, only while the IP has fewer
 * than 20 (drained) failures and attempts under way, or the account is known there. Answers whether it did.
 */
async function takeIpPlace(ctx: ServerContext, attempt: Attempt, captchaSolved: boolean): Promise<boolean> {
  const at = now(ctx);
  const exempt = captchaSolved || attempt.knownHere;
  const taken = await ctx.db
    .insertInto('login_failures')
    .values(firstPlace(ipKey(attempt.ip), at))
    .onConflict((conflict) =>
      conflict
        .column('scope_key')
        .doUpdateSet({ pending: sql<number>`${pendingNow} + 1`, reserved_at: sql<Date>`clock_timestamp()` })
        .where(
          sql<boolean>`${exempt} OR ${drainedIpFailures(at)} + ${pendingNow} < ${sql.lit(IP_FAILURES_FOR_CAPTCHA)}`,
        ),
    )
    .returning('pending')
    .executeTakeFirst();
  return taken !== undefined;
}

/** The place becomes a failure of the account (locking it at the 10th); answers the account's count. */
async function accountFailed(ctx: ServerContext, attempt: Attempt): Promise<number> {
  const at = now(ctx);
  const { forgotten } = accountStanding(ctx, attempt, at);
  const failures = sql<number>`(CASE WHEN ${forgotten} THEN 1 ELSE login_failures.failures + 1 END)`;
  const lockUntil = new Date(at.getTime() + ACCOUNT_LOCK_MS);
  const row = await ctx.db
    .updateTable('login_failures')
    .set({
      failures,
      locked_until: sql<Date | null>`(CASE
        WHEN ${failures} >= ${sql.lit(ACCOUNT_FAILURES_FOR_LOCK)} THEN ${lockUntil}::timestamptz
        WHEN ${forgotten} THEN NULL ELSE login_failures.locked_until END)`,
      updated_at: at,
      pending: placeGivenBack,
    })
    .where('scope_key', '=', accountKey(attempt.account))
    .returning(['failures', 'pending'])
    .executeTakeFirstOrThrow();
  return row.failures + row.pending;
}

/** The place becomes a failure of the IP; answers the IP's count. */
async function ipFailed(ctx: ServerContext, ip: string): Promise<number> {
  const at = now(ctx);
  const row = await ctx.db
    .updateTable('login_failures')
    .set({ failures: sql<number>`${drainedIpFailures(at)} + 1`, updated_at: at, pending: placeGivenBack })
    .where('scope_key', '=', ipKey(ip))
    .returning(['failures', 'pending'])
    .executeTakeFirstOrThrow();
  return row.failures + row.pending;
}

async function givePlaceBack(ctx: ServerContext, key: string): Promise<void> {
  await ctx.db
    .updateTable('login_failures')
    .set({ pending: placeGivenBack })
    .where('scope_key', '=', key)
    .execute();
}

/**
 * Takes the attempt's place before its password is checked (see takeAccountPlace), or throws the
 * refusal the rules give it: TOO_MANY_REQUESTS while the account is locked, CAPTCHA_INVALID when it
 * needs a captcha it has not solved. The caller settles the place once, and releases it in a `finally`.
 */
export async function takePlace(
  ctx: ServerContext,
  attempt: Attempt,
  captchaSolved: boolean,
): Promise<AttemptPlace> {
  const refused = await takeAccountPlace(ctx, attempt, captchaSolved);
  if (refused) throw refused;
  let ipTaken = false;
  try {
    ipTaken = await takeIpPlace(ctx, attempt, captchaSolved);
  } finally {
    if (!ipTaken) await givePlaceBack(ctx, accountKey(attempt.account));
  }
  if (!ipTaken) fail('CAPTCHA_INVALID', { captcha: true });

  let settled = false;
  const settle = () => {
    if (settled) return false;
    settled = true;
    return true;
  };
  return {
    async failed() {
      if (!settle()) return false;
      const byAccount = await accountFailed(ctx, attempt);
      const byIp = await ipFailed(ctx, attempt.ip);
      return needsCaptcha(byAccount, byIp, attempt.knownHere);
    },
    async succeeded() {
      if (!settle()) return;
      // A success forgives its own account's failures only: the IP's count stays, so spraying others is not reset.
      const key = accountKey(attempt.account);
      await ctx.db
        .updateTable('login_failures')
        .set({ failures: 0, locked_until: null, updated_at: now(ctx), pending: placeGivenBack })
        .where('scope_key', '=', key)
        .execute();
      // The row goes once nothing is left in it (an attempt under way meanwhile keeps it).
      await ctx.db
        .deleteFrom('login_failures')
        .where('scope_key', '=', key)
        .where('failures', '=', 0)
        .where('pending', '=', 0)
        .execute();
      await givePlaceBack(ctx, ipKey(attempt.ip));
    },
    async release() {
      if (!settle()) return;
      await givePlaceBack(ctx, accountKey(attempt.account));
      await givePlaceBack(ctx, ipKey(attempt.ip));
    },
  };
}
