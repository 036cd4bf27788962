import { now, type ServerContext } from '../context';
import { type SettleTotals, settleContract } from './settlement-run';

/**
 * Runs the settlements: every minute in a running server (on its clock, so a development
 * server whose clock was moved forward catches up at once), and on demand (/dev/settlements/run).
 * One run at a time per database within the process, and on one node at a time through the
 * scheduler's lease; should two runs still meet, the unique (contract, period) row and the
 * ledger's idempotency key keep every period paid once.
 */

const EVERY_MS = 60_000;
export const SETTLEMENT_JOB = 'agent-settlements';

export interface RunTotals extends SettleTotals {
  contracts: number;
  at: string;
}

/** The run in progress per database, so a second caller waits for it and then runs again. */
const running = new WeakMap<object, Promise<unknown>>();

/** Settles every contract's closed, unsettled periods up to the server's current time. */
export async function runSettlements(ctx: Pick<ServerContext, 'db' | 'clock'>): Promise<RunTotals> {
  const previous = running.get(ctx.db) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => settleAll(ctx));
  running.set(ctx.db, run);
  try {
    return await run;
  } finally {
    if (running.get(ctx.db) === run) running.delete(ctx.db);
  }
}

async function settleAll(ctx: Pick<ServerContext, 'db' | 'clock'>): Promise<RunTotals> {
  const at = now(ctx);
  const totals: RunTotals = { contracts: 0, periods: 0, paid: 0, amountMinor: 0, at: at.toISOString() };
  const contracts = await ctx.db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('accepted_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('ended_at', 'is', null),
        eb('settled_until', 'is', null),
        eb('settled_until', '<', eb.ref('ended_at')),
      ]),
    )
    .orderBy('id')
    .execute();
  for (const contract of contracts) {
    const settled = await settleContract(ctx.db, contract, at);
    totals.contracts += 1;
    totals.periods += settled.periods;
    totals.paid += settled.paid;
    totals.amountMinor += settled.amountMinor;
  }
  return totals;
}

/** Registers the settlements with the scheduler: every minute, on the node holding the job's lease. */
export function scheduleSettlements(ctx: ServerContext): void {
  ctx.scheduler.every(SETTLEMENT_JOB, EVERY_MS, () => runSettlements(ctx));
}
