import type { VipConfig } from '../../config/operator';
import type { Db } from '../../db/connection';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import { levelReached, periodTotals } from './levels';

/**
 * Re-reads the member's rolling period and moves their rank: up whenever the totals reach a
 * higher level (paying each level's upgrade bonus passed on the way, once per member and level
 * for ever, by the ledger key), and down only at a review the operator switched on. Runs inside
 * the caller's transaction (a settlement's, through the hooks); the rank row's lock keeps two
 * settlements of one member in line.
 */
export async function reviewRank(
  trx: Db,
  memberId: number,
  config: VipConfig,
  at: Date,
  mode: 'settlement' | 'review',
): Promise<void> {
  await trx
    .insertInto('vip_members')
    .values({ member_id: memberId, rank: 1, updated_at: at })
    .onConflict((conflict) => conflict.column('member_id').doNothing())
    .execute();
  const current = await trx
    .selectFrom('vip_members')
    .select('rank')
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const reached = levelReached(config, await periodTotals(trx, memberId, config, at));
  const up = reached.rank > current.rank;
  const down = mode === 'review' && config.downgradeAtReview && reached.rank < current.rank;
  if (!up && !down) return;

  let bonus = 0;
  if (up) {
    for (const level of config.levels) {
      if (level.rank <= current.rank || level.rank > reached.rank || level.upgradeBonus === 0) continue;
      const paid = await transfer(trx, {
        idempotencyKey: `vip:bonus:${memberId}:${level.rank}`,
        kind: 'vip_bonus',
        memo: `VIP ${level.name} upgrade bonus`,
        legs: [
          {
            accountId: await accountFor(trx, null, 'house_promotions', at),
            amountMinor: -level.upgradeBonus,
          },
          { accountId: await accountFor(trx, memberId, 'player_main', at), amountMinor: level.upgradeBonus },
        ],
        at,
      });
      if (paid.created) bonus += level.upgradeBonus;
    }
  }
  await trx
    .updateTable('vip_members')
    .set({ rank: reached.rank, updated_at: at })
    .where('member_id', '=', memberId)
    .execute();
  await trx
    .insertInto('vip_history')
    .values({
      member_id: memberId,
      from_rank: current.rank,
      to_rank: reached.rank,
      reason: up ? 'upgrade' : 'review',
      bonus_minor: bonus,
      created_at: at,
    })
    .execute();
}
