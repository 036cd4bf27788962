import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';

/**
 * Pays a reward from the promotions house account to the member's main wallet. The ledger
 * key names the reward itself, so however often it is asked for, it is paid once.
 */
export async function payReward(
  db: Db,
  request: { rewardKey: string; memberId: number; amountMinor: number; memo: string; at: Date },
): Promise<number> {
  const house = await accountFor(db, null, 'house_promotions', request.at);
  const main = await accountFor(db, request.memberId, 'player_main', request.at);
  const result = await transfer(db, {
    idempotencyKey: request.rewardKey,
    kind: 'bonus',
    memo: request.memo,
    legs: [
      { accountId: house, amountMinor: -request.amountMinor },
      { accountId: main, amountMinor: request.amountMinor },
    ],
    at: request.at,
  });
  return result.transferId;
}
