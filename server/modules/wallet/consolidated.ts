import type { ResponseOf, wallet } from '../../../src/core/contract';
import type { Db } from '../../db/connection';
import { memberBalance } from '../ledger/accounts';

export type ConsolidatedFunds = ResponseOf<typeof wallet.consolidatedFunds>;

/**
 * The agent-contract flags (daily salary, dividend, hourly salary, real-time salary
 * contracts waiting for the member) and its total balance. No agent contracts exist on the
 * platform yet, so no member has one waiting: every flag is false until contracts do.
 */
export async function consolidatedFunds(db: Db, memberId: number): Promise<ConsolidatedFunds> {
  return {
    dailysalreqtype: false,
    divtypereq: false,
    contracthoursalreq: false,
    realtimesalreqtype: false,
    sumBalance: await memberBalance(db, memberId),
  };
}
