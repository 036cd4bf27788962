import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { now, type ServerContext } from '../../context';
import type { Db } from '../../db/connection';
import type { DrawSeeds } from './seeds';
import { settleDueDraws } from './settlement';

/** How often a node looks for due draws (a one-minute draw settles within this of its time). */
export const RUN_EVERY_MS = 2_000;
/** A runner that stops renewing its lease for this long is presumed dead; another node takes over. */
export const RUNNER_LEASE_MS = 15_000;

/**
 * Takes or renews the one runner lease (database time, so every node reads it against one
 * clock): true when this owner holds it now.
 */
export async function takeRunnerLease(db: Db, owner: string, leaseMs = RUNNER_LEASE_MS): Promise<boolean> {
  const taken = await sql<{ owner: string }>`UPDATE lottery_runner
      SET owner = ${owner}, lease_expires_at = clock_timestamp() + make_interval(secs => ${leaseMs / 1000})
      WHERE owner = ${owner} OR owner IS NULL OR lease_expires_at < clock_timestamp()
      RETURNING owner`.execute(db);
  return taken.rows.length === 1;
}

/** Gives the lease up (a node shutting down), so another node need not wait for it to expire. */
export async function releaseRunnerLease(db: Db, owner: string): Promise<void> {
  await sql`UPDATE lottery_runner SET owner = NULL, lease_expires_at = NULL WHERE owner = ${owner}`.execute(
    db,
  );
}

export interface LotteryRunner {
  /** Stops the timer, waits for a run in progress and gives the lease up. */
  stop(): Promise<void>;
}

/**
 * Settles due draws on a timer, on the server's clock, on one node at a time: each run first
 * takes (or renews) the runner lease and does nothing without it. Settlement itself is once per
 * draw whoever runs it, so the lease saves work rather than guarding money.
 */
export function startLotteryRunner(ctx: ServerContext, seeds: DrawSeeds): LotteryRunner {
  const owner = randomUUID();
  let current: Promise<unknown> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped || busy) return;
    busy = true;
    current = (async () => {
      if (await takeRunnerLease(ctx.db, owner)) await settleDueDraws(ctx.db, seeds, now(ctx));
    })()
      .catch((error: unknown) => {
        ctx.log.error({ err: error, event: 'lottery_run_failed' }, 'lottery run failed');
      })
      .finally(() => {
        busy = false;
      });
  }, RUN_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
      await releaseRunnerLease(ctx.db, owner).catch(() => undefined);
    },
  };
}
