import { sql } from 'kysely';
import type { Db } from '../database';
import type { MissionsTable } from '../missions/tables';

type Goal = MissionsTable['goal'];

/**
 * Progress of members towards a goal within [from, to): settled valid bets, credited deposits
 * (ledger transfers of kind deposit onto their wallets), net wins of winning rounds, or
 * distinct days with a round that was not refunded. Members without activity are absent.
 */
export async function progressOf(
  db: Db,
  goal: Goal,
  memberIds: number[],
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const members = sql.join(memberIds);
  const query = {
    valid_bets: sql<{ member_id: number; value: string }>`
      SELECT member_id, SUM(stake_minor) AS value FROM rounds
      WHERE member_id IN (${members}) AND status = 'settled' AND started_at >= ${from} AND started_at < ${to}
      GROUP BY member_id`,
    wins: sql<{ member_id: number; value: string }>`
      SELECT member_id, SUM(payout_minor - stake_minor) AS value FROM rounds
      WHERE member_id IN (${members}) AND status = 'settled' AND payout_minor > stake_minor
        AND started_at >= ${from} AND started_at < ${to}
      GROUP BY member_id`,
    days_played: sql<{ member_id: number; value: string }>`
      SELECT member_id, COUNT(DISTINCT date_trunc('day', started_at AT TIME ZONE 'UTC')) AS value FROM rounds
      WHERE member_id IN (${members}) AND status <> 'refunded' AND started_at >= ${from} AND started_at < ${to}
      GROUP BY member_id`,
    deposits: sql<{ member_id: number; value: string }>`
      SELECT a.member_id, SUM(e.amount_minor) AS value
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE a.member_id IN (${members}) AND a.kind LIKE 'player%' AND t.kind = 'deposit'
        AND e.amount_minor > 0 AND e.created_at >= ${from} AND e.created_at < ${to}
      GROUP BY a.member_id`,
  }[goal];
  const { rows } = await query.execute(db);
  return new Map(rows.map((row) => [Number(row.member_id), Number(row.value)]));
}
