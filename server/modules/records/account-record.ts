import { sql } from 'kysely';
import type { AccountRow } from '../../../src/core/contract/records';
import type { ServerContext } from '../../context';
import { dayRange } from './date-range';

export interface AccountFilter {
  startDate: string;
  endDate: string;
  page: number;
  pageSize: number;
  type?: string | undefined;
}

/** 'main', 'demo', or the vendor's wallet code. */
export function walletLabel(kind: string): string {
  if (kind.startsWith('player_vendor:')) return kind.slice('player_vendor:'.length);
  return kind.replace(/^player_/, '');
}

interface EntryRow {
  id: number;
  type: string;
  memo: string;
  account_kind: string;
  amount_minor: string | number;
  balance: string | number;
  created_at: Date;
  total: string | number;
}

/**
 * Ledger entries on the member's own wallets, newest first. The running balance is computed
 * over the wallet's whole history (before the date filter), so it is the real balance after
 * each entry.
 */
export async function accountRecord(ctx: ServerContext, memberId: number, filter: AccountFilter) {
  const { from, to } = dayRange(filter.startDate, filter.endDate);
  const typeFilter = filter.type ? sql`AND type = ${filter.type}` : sql``;
  const { rows } = await sql<EntryRow>`
    WITH mine AS (
      SELECT e.id, t.kind AS type, t.memo, a.kind AS account_kind, e.amount_minor, e.created_at,
        SUM(e.amount_minor) OVER (PARTITION BY e.account_id ORDER BY e.id) AS balance
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE a.member_id = ${memberId} AND a.kind LIKE 'player%'
    )
    SELECT *, COUNT(*) OVER () AS total FROM mine
    WHERE created_at >= ${from} AND created_at < ${to} ${typeFilter}
    ORDER BY id DESC
    LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`.execute(ctx.db);

  const types = await ctx.db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
    .select('ledger_transfers.kind')
    .distinct()
    .where('ledger_accounts.member_id', '=', memberId)
    .where('ledger_accounts.kind', 'like', 'player%')
    .orderBy('ledger_transfers.kind')
    .execute();

  const list: AccountRow[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    memo: row.memo,
    wallet: walletLabel(row.account_kind),
    amount: Number(row.amount_minor),
    balance: Number(row.balance),
    createdAt: new Date(row.created_at).toISOString(),
  }));
  const total =
    rows.length > 0 ? Number(rows[0]!.total) : await countOutsidePage(ctx, memberId, from, to, filter);
  return { list, types: types.map((row) => row.kind), page: filter.page, pageSize: filter.pageSize, total };
}

/** The count when the requested page is past the end (no row carries it). */
async function countOutsidePage(
  ctx: ServerContext,
  memberId: number,
  from: Date,
  to: Date,
  filter: AccountFilter,
): Promise<number> {
  let query = ctx.db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ledger_accounts.member_id', '=', memberId)
    .where('ledger_accounts.kind', 'like', 'player%')
    .where('ledger_entries.created_at', '>=', from)
    .where('ledger_entries.created_at', '<', to);
  if (filter.type) query = query.where('ledger_transfers.kind', '=', filter.type);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}
