import { now, type ServerContext } from '../context';
import type { DrawSeeds } from './seeds';
import { settleDueDraws } from './settlement';

export const LOTTERY_JOB = 'lottery-draws';
/** How often the node holding the job looks for due draws (a one-minute draw settles within this of its time). */
export const RUN_EVERY_MS = 2_000;

/**
 * Settles due draws on the server's clock, on the one node holding the job's lease (the shared
 * scheduler). Settlement itself is once per draw whoever runs it, so the lease saves work
 * rather than guarding money.
 */
export function scheduleLotteryDraws(ctx: ServerContext, seeds: DrawSeeds): void {
  ctx.scheduler.every(LOTTERY_JOB, RUN_EVERY_MS, () =>
    settleDueDraws(ctx.db, seeds, ctx.hooks.roundSettled, now(ctx)),
  );
}
