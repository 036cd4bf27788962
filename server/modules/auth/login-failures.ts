import { now, type ServerContext } from '../../context';

/** Failures after which the next login attempt needs a captcha. */
export const ACCOUNT_FAILURES_FOR_CAPTCHA = 3;
export const IP_FAILURES_FOR_CAPTCHA = 20;
/** Failures older than this no longer count. */
const FAILURE_MEMORY_MS = 24 * 3600_000;

const accountKey = (account: string) => `account:${account.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

async function failuresOf(ctx: ServerContext, key: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('login_failures')
    .select(['failures', 'updated_at'])
    .where('scope_key', '=', key)
    .executeTakeFirst();
  if (!row || ctx.clock.now() - row.updated_at.getTime() > FAILURE_MEMORY_MS) return 0;
  return row.failures;
}

export async function captchaNeeded(ctx: ServerContext, account: string, ip: string): Promise<boolean> {
  const [byAccount, byIp] = await Promise.all([
    failuresOf(ctx, accountKey(account)),
    failuresOf(ctx, ipKey(ip)),
  ]);
  return byAccount >= ACCOUNT_FAILURES_FOR_CAPTCHA || byIp >= IP_FAILURES_FOR_CAPTCHA;
}

async function bump(ctx: ServerContext, key: string): Promise<number> {
  const at = now(ctx);
  const stale = new Date(at.getTime() - FAILURE_MEMORY_MS);
  const row = await ctx.db
    .insertInto('login_failures')
    .values({ scope_key: key, failures: 1, updated_at: at })
    .onConflict((conflict) =>
      conflict.column('scope_key').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('login_failures.updated_at', '<', stale)
          .then(1)
          .else(eb('login_failures.failures', '+', 1))
          .end(),
        updated_at: at,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

/** Counts a failed attempt; answers whether the next attempt needs a captcha. */
export async function recordFailure(ctx: ServerContext, account: string, ip: string): Promise<boolean> {
  const byAccount = await bump(ctx, accountKey(account));
  const byIp = await bump(ctx, ipKey(ip));
  return byAccount >= ACCOUNT_FAILURES_FOR_CAPTCHA || byIp >= IP_FAILURES_FOR_CAPTCHA;
}

export async function clearFailures(ctx: ServerContext, account: string, ip: string): Promise<void> {
  await ctx.db
    .deleteFrom('login_failures')
    .where('scope_key', 'in', [accountKey(account), ipKey(ip)])
    .execute();
}
