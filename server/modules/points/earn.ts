import { sql } from 'kysely';
import type { PointsConfig } from '../../config/operator';
import type { Db } from '../database';
import { accountFor, assetOfKind } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import { transferSet } from '../ledger/transfer-set';
import type { SettledRound, SettledRoundSet } from '../rounds/settled';

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

/**
 * earnPoints for a set of rounds, set-based: each member's valid bets of the set join their carry
 * in one upsert (its row locks keep concurrent settlements in line), and every member who reached
 * a point gets it in one ledger transfer keyed by the set. The hook announces a set once; the key
 * would refuse a second credit anyway.
 */
export async function earnPointsForSet(trx: Db, set: SettledRoundSet, config: PointsConfig): Promise<void> {
  const { rows: carried } = await sql<{ member_id: number; carry_minor: string | number }>`
    INSERT INTO point_carry (member_id, carry_minor, updated_at)
    SELECT member_id, sum(valid_bet), ${set.settledAt}::timestamptz
    FROM (${set.rounds}) AS settled
    WHERE NOT free_play AND valid_bet > 0
    GROUP BY member_id
    ORDER BY member_id
    ON CONFLICT (member_id) DO UPDATE SET
      carry_minor = point_carry.carry_minor + EXCLUDED.carry_minor, updated_at = EXCLUDED.updated_at
    RETURNING member_id, carry_minor`.execute(trx);
  const earners = carried
    .map((row) => ({ memberId: row.member_id, total: Number(row.carry_minor) }))
    .filter((row) => row.total >= config.amountRequirement);
  if (earners.length === 0) return;
  const memberIds = earners.map((row) => row.memberId);
  const points = earners.map((row) => Math.floor(row.total / config.amountRequirement));
  await sql`UPDATE point_carry SET carry_minor = carry_minor % ${config.amountRequirement}
    WHERE member_id = ANY(${memberIds}::integer[])`.execute(trx);
  await sql`INSERT INTO ledger_accounts (member_id, kind, asset, created_at)
    SELECT unnest(${memberIds}::integer[]), 'points_member', ${assetOfKind('points_member')}, ${set.settledAt}::timestamptz
    ON CONFLICT DO NOTHING`.execute(trx);
  const issued = await accountFor(trx, null, 'points_issued', set.settledAt);
  await transferSet(trx, {
    idempotencyKey: `points:earn:${set.setId}`,
    kind: 'points_earn',
    memo: `Points for rounds ${set.setId}`,
    legs: sql`SELECT a.id, earned.points::bigint
      FROM unnest(${memberIds}::integer[], ${points}::bigint[]) AS earned (member_id, points)
      JOIN ledger_accounts a ON a.member_id = earned.member_id AND a.kind = 'points_member'
      UNION ALL SELECT ${issued}::integer, ${-points.reduce((sum, value) => sum + value, 0)}::bigint`,
    at: set.settledAt,
  });
}
