import { sql } from 'kysely';
import type { PointsConfig } from '../../config/operator';
import type { Db } from '../../db/connection';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import type { SettledRound } from '../rounds/settled';

/**
 * Turns a settled round's valid bet into points, inside the settlement's transaction: the bet
 * joins what the member carried towards the next point, every whole `amountRequirement` of it
 * becomes a point, and the rest carries on (never floored away per round). The carry row's lock
 * keeps a member's concurrent rounds in line; the hook announces each round once, and the
 * ledger key (the round's id) would refuse a second credit anyway. Free play earns nothing.
 */
export async function earnPoints(trx: Db, round: SettledRound, config: PointsConfig): Promise<void> {
  if (round.freePlay || round.validBet <= 0) return;
  const carried = await trx
    .insertInto('point_carry')
    .values({ member_id: round.memberId, carry_minor: round.validBet, updated_at: round.settledAt })
    .onConflict((conflict) =>
      conflict.column('member_id').doUpdateSet({
        carry_minor: sql<number>`point_carry.carry_minor + ${round.validBet}`,
        updated_at: round.settledAt,
      }),
    )
    .returning('carry_minor')
    .executeTakeFirstOrThrow();
  const total = Number(carried.carry_minor);
  const earned = Math.floor(total / config.amountRequirement);
  if (earned === 0) return;
  await trx
    .updateTable('point_carry')
    .set({ carry_minor: total - earned * config.amountRequirement })
    .where('member_id', '=', round.memberId)
    .execute();
  await transfer(trx, {
    idempotencyKey: `points:earn:${round.roundId}`,
    kind: 'points_earn',
    memo: `Points for round ${round.roundId}`,
    legs: [
      { accountId: await accountFor(trx, null, 'points_issued', round.settledAt), amountMinor: -earned },
      {
        accountId: await accountFor(trx, round.memberId, 'points_member', round.settledAt),
        amountMinor: earned,
      },
    ],
    at: round.settledAt,
  });
}
