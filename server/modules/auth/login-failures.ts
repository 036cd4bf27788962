import { sql } from 'kysely';
import { now, type ServerContext } from '../../context';

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

export interface Standing {
  captcha: boolean;
  /** Milliseconds the account stays locked; 0 when it is not. */
  lockedForMs: number;
}

const accountKey = (account: string) => `account:${account.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** Account failures before this moment no longer count. */
function accountFailuresSince(ctx: ServerContext, attempt: Attempt): Date {
  const forgotten = ctx.clock.now() - ACCOUNT_MEMORY_MS;
  return new Date(Math.max(forgotten, attempt.passwordChangedAt?.getTime() ?? 0));
}

const drained = (failures: number, elapsedMs: number) =>
  Math.max(0, failures - Math.floor(elapsedMs / IP_DRAIN_MS));

function needsCaptcha(accountFailures: number, ipFailures: number, knownHere: boolean): boolean {
  return (
    accountFailures >= ACCOUNT_FAILURES_FOR_CAPTCHA || (!knownHere && ipFailures >= IP_FAILURES_FOR_CAPTCHA)
  );
}

/** Whether the attempt needs a captcha, and how long its account stays locked. */
export async function standingOf(ctx: ServerContext, attempt: Attempt): Promise<Standing> {
  const rows = await ctx.db
    .selectFrom('login_failures')
    .select(['scope_key', 'failures', 'updated_at', 'locked_until'])
    .where('scope_key', 'in', [accountKey(attempt.account), ipKey(attempt.ip)])
    .execute();
  const at = ctx.clock.now();
  const byAccount = rows.find(
    (row) =>
      row.scope_key === accountKey(attempt.account) && row.updated_at >= accountFailuresSince(ctx, attempt),
  );
  const byIp = rows.find((row) => row.scope_key === ipKey(attempt.ip));
  const ipFailures = byIp ? drained(byIp.failures, at - byIp.updated_at.getTime()) : 0;
  return {
    captcha: needsCaptcha(byAccount?.failures ?? 0, ipFailures, attempt.knownHere),
    lockedForMs: Math.max(0, (byAccount?.locked_until?.getTime() ?? 0) - at),
  };
}

async function bumpAccount(ctx: ServerContext, attempt: Attempt): Promise<number> {
  const at = now(ctx);
  const since = accountFailuresSince(ctx, attempt);
  const forgotten = sql<boolean>`login_failures.updated_at < ${since}::timestamptz`;
  const row = await ctx.db
    .insertInto('login_failures')
    .values({ scope_key: accountKey(attempt.account), failures: 1, updated_at: at, locked_until: null })
    .onConflict((conflict) =>
      conflict.column('scope_key').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when(forgotten)
          .then(1)
          .else(eb('login_failures.failures', '+', 1))
          .end(),
        locked_until: eb.case().when(forgotten).then(null).else(eb.ref('login_failures.locked_until')).end(),
        updated_at: at,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (row.failures >= ACCOUNT_FAILURES_FOR_LOCK) {
    await ctx.db
      .updateTable('login_failures')
      .set({ locked_until: new Date(at.getTime() + ACCOUNT_LOCK_MS) })
      .where('scope_key', '=', accountKey(attempt.account))
      .execute();
  }
  return row.failures;
}

async function bumpIp(ctx: ServerContext, ip: string): Promise<number> {
  const at = now(ctx);
  const elapsedMs = sql`extract(epoch from (${at}::timestamptz - login_failures.updated_at)) * 1000`;
  const row = await ctx.db
    .insertInto('login_failures')
    .values({ scope_key: ipKey(ip), failures: 1, updated_at: at, locked_until: null })
    .onConflict((conflict) =>
      conflict.column('scope_key').doUpdateSet({
        failures: sql<number>`(greatest(0, login_failures.failures - floor(${elapsedMs} / ${sql.lit(IP_DRAIN_MS)})) + 1)::integer`,
        updated_at: at,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

/** Counts a failed attempt against its account and its IP; answers whether the next one needs a captcha. */
export async function recordFailure(ctx: ServerContext, attempt: Attempt): Promise<boolean> {
  const byAccount = await bumpAccount(ctx, attempt);
  const byIp = await bumpIp(ctx, attempt.ip);
  return needsCaptcha(byAccount, byIp, attempt.knownHere);
}

/** A success forgives its own account's failures only: the IP's count stays, so spraying others is not reset. */
export async function clearAccountFailures(ctx: ServerContext, account: string): Promise<void> {
  await ctx.db.deleteFrom('login_failures').where('scope_key', '=', accountKey(account)).execute();
}
