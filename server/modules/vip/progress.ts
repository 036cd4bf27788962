import { sql } from 'kysely';
import type { VipConfig } from '../../config/operator';
import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import type { SettledRoundSet } from '../rounds/settled';
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

/**
 * reviewRank for a set of settled rounds: locks the rank rows of the set's members in id order,
 * finds in one pass those whose rolling period now reaches a higher level than their rank, and
 * moves only them (a settlement only ever moves ranks up). Free play makes no progress.
 */
export async function reviewRanksForSet(trx: Db, set: SettledRoundSet, config: VipConfig): Promise<void> {
  // Read once: the set's rounds are a draw's 100,000 bets, its players a few thousand.
  const { rows: players } = await sql<{
    member_id: number;
  }>`SELECT DISTINCT member_id FROM (${set.rounds}) AS settled
    WHERE NOT free_play AND valid_bet > 0 ORDER BY member_id`.execute(trx);
  if (players.length === 0) return;
  const members = sql`SELECT unnest(${players.map((player) => player.member_id)}::integer[])`;
  await sql`INSERT INTO vip_members (member_id, rank, updated_at)
    SELECT member_id, 1, ${set.settledAt}::timestamptz FROM (${members}) AS players (member_id) ORDER BY member_id
    ON CONFLICT (member_id) DO NOTHING`.execute(trx);
  const from = new Date(set.settledAt.getTime() - config.periodDays * 86_400_000);
  const { rows } = await sql<{
    member_id: number;
    rank: number;
    valid_bet: string | number;
    deposits: string | number;
  }>`
    WITH locked AS (
      SELECT member_id, rank FROM vip_members WHERE member_id IN (${members}) ORDER BY member_id FOR UPDATE
    )
    SELECT l.member_id, l.rank,
      (SELECT COALESCE(SUM(p.stake_minor), 0) FROM played_rounds p
        WHERE p.member_id = l.member_id AND p.status = 'settled'
          AND p.settled_at > ${from} AND p.settled_at <= ${set.settledAt}) AS valid_bet,
      (SELECT COALESCE(SUM(e.amount_minor), 0) FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transfers t ON t.id = e.transfer_id
        WHERE a.member_id = l.member_id AND a.kind = 'player_main' AND t.kind = 'deposit'
          AND e.amount_minor > 0 AND e.created_at > ${from} AND e.created_at <= ${set.settledAt}) AS deposits
    FROM locked l`.execute(trx);
  for (const row of rows) {
    const reached = levelReached(config, { validBet: Number(row.valid_bet), deposits: Number(row.deposits) });
    if (reached.rank > row.rank) await reviewRank(trx, row.member_id, config, set.settledAt, 'settlement');
  }
}
