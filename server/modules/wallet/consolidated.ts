import type { ResponseOf, wallet } from '../../../src/core/contract';
import { pendingKinds } from '../agents/contracts';
import type { Db } from '../database';
import { memberBalance } from '../ledger/accounts';

export type ConsolidatedFunds = ResponseOf<typeof wallet.consolidatedFunds>;

/**
 * The member's total balance and the agent-contract flags: each is true while an offer of
 * that kind (daily salary, dividend, hourly salary, real-time salary) waits for the member's
 * decision, so the site can open the acceptance dialog.
 */
export async function consolidatedFunds(db: Db, memberId: number): Promise<ConsolidatedFunds> {
  const [pending, sumBalance] = await Promise.all([pendingKinds(db, memberId), memberBalance(db, memberId)]);
  return {
    dailysalreqtype: pending.has('dailySalary'),
    divtypereq: pending.has('dividend'),
    contracthoursalreq: pending.has('hourlySalary'),
    realtimesalreqtype: pending.has('realtimeSalary'),
    sumBalance,
  };
}
