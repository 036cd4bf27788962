import { sql } from 'kysely';
import type { AccountRow } from '../../../src/core/contract/records';
import { type Paging, pageSql } from '../../db/paging';
import type { Db } from '../database';

/**
 * The member's points details, newest first, in the account record's row shape: each change of
 * their spendable points (amount: changed points) with the points held right after (balance),
 * over [from, to) and optionally one transfer kind.
 */
export async function pointsDetails(
  db: Db,
  memberId: number,
  filter: Paging & { from: Date; to: Date; type?: string | undefined },
) {
  const matched = sql`
    WITH entries AS (
      SELECT e.id, t.kind AS type, t.memo, e.amount_minor, e.created_at,
        SUM(e.amount_minor) OVER (ORDER BY e.id) AS balance
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE a.member_id = ${memberId} AND a.kind = 'points_member'
    ),
    matched AS (
      SELECT * FROM entries WHERE created_at >= ${filter.from} AND created_at < ${filter.to}
        ${filter.type ? sql`AND type = ${filter.type}` : sql``}
    )`;
  const rows = await sql<{
    id: number;
    type: string;
    memo: string;
    amount_minor: string | number;
    balance: string | number;
    created_at: Date;
  }>`${matched} SELECT * FROM matched ORDER BY id DESC ${pageSql(filter)}`.execute(db);
  const counted = await sql<{
    total: string | number;
  }>`${matched} SELECT COUNT(*) AS total FROM matched`.execute(db);
  const types = await sql<{ type: string }>`
    SELECT DISTINCT t.kind AS type FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transfers t ON t.id = e.transfer_id
    WHERE a.member_id = ${memberId} AND a.kind = 'points_member' ORDER BY type`.execute(db);
  const list: AccountRow[] = rows.rows.map((row) => ({
    id: row.id,
    type: row.type,
    memo: row.memo,
    wallet: 'points',
    amount: Number(row.amount_minor),
    balance: Number(row.balance),
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return { list, total: Number(counted.rows[0]?.total ?? 0), types: types.rows.map((row) => row.type) };
}
