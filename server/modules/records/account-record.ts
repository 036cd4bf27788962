import { sql } from 'kysely';
import type { AccountOrder, AccountRow } from '../../../src/core/contract/records';
import { pageOf, pageSql } from '../../db/paging';
import type { ServerContext } from '../context';
import { pendingOrderStatuses } from '../payments/order-status';
import { accountRowsSql } from './account-rows';
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

interface RecordRow {
  id: number | null;
  type: string;
  memo: string;
  account_kind: string;
  amount_minor: string | number;
  balance: string | number | null;
  created_at: Date;
  order_kind: AccountOrder['kind'] | null;
  order_no: string | null;
  order_state: AccountOrder['state'] | null;
  order_amount: string | number | null;
  total: string | number;
}

function toAccountRow(row: RecordRow): AccountRow {
  const entry: AccountRow = {
    id: row.id,
    type: row.type,
    memo: row.memo,
    wallet: walletLabel(row.account_kind),
    amount: Number(row.amount_minor),
    balance: row.balance === null ? null : Number(row.balance),
    createdAt: new Date(row.created_at).toISOString(),
  };
  if (row.order_kind && row.order_no && row.order_state) {
    entry.order = {
      kind: row.order_kind,
      orderNo: row.order_no,
      state: row.order_state,
      amount: Number(row.order_amount),
    };
  }
  return entry;
}

/**
 * The member's account record, newest first: ledger entries on their own wallets with the real
 * balance after each (computed over the wallet's whole history, before the date filter), and
 * deposit orders not credited (pending, failed, expired) with no balance. A pending order reads
 * as it stands now, so a lapsed order reads expired before the payments sweep writes it.
 */
export async function accountRecord(ctx: ServerContext, memberId: number, filter: AccountFilter) {
  const { from, to } = dayRange(filter.startDate, filter.endDate);
  const where = sql`WHERE created_at >= ${from} AND created_at < ${to}
    ${filter.type ? sql`AND type = ${filter.type}` : sql``}`;
  const rows = sql`WITH ${accountRowsSql(memberId)}`;

  const page = await sql<RecordRow>`
    ${rows}
    SELECT *, COUNT(*) OVER () AS total FROM account_rows ${where}
    ORDER BY created_at DESC, id DESC NULLS FIRST, order_no DESC
    ${pageSql(filter)}`.execute(ctx.db);

  // Past the last page no row carries the count.
  const first = page.rows[0];
  const total = first
    ? Number(first.total)
    : Number(
        (
          await sql<{
            count: string | number;
          }>`${rows} SELECT COUNT(*) AS count FROM account_rows ${where}`.execute(ctx.db)
        ).rows[0]?.count ?? 0,
      );

  const types = await sql<{ type: string }>`
    SELECT t.kind AS type
    FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transfers t ON t.id = e.transfer_id
    WHERE a.member_id = ${memberId} AND a.kind LIKE 'player%'
    UNION SELECT 'deposit' FROM deposit_orders WHERE member_id = ${memberId}
    UNION SELECT 'withdrawal' FROM withdrawals WHERE member_id = ${memberId}
    ORDER BY type`.execute(ctx.db);

  const list = page.rows.map(toAccountRow);
  const pending = list.flatMap((row) => (row.order?.state === 'pending' ? [row.order] : []));
  const statuses = await pendingOrderStatuses(
    ctx,
    memberId,
    pending.map((order) => ({ kind: order.kind, orderNo: order.orderNo })),
  );
  for (const order of pending) order.state = statuses.get(order.orderNo) as AccountOrder['state'];

  return { ...pageOf(list, total, filter), types: types.rows.map((row) => row.type) };
}
