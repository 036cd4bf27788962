import { type RawBuilder, sql } from 'kysely';

/**
 * Every row of one member's account record, as SQL: the ledger entries on the member's own
 * wallets (with the running balance over each wallet's whole history) and the member's deposit
 * orders that have no ledger transfer (pending, failed, expired).
 *
 * Orders find their ledger transfer by the transfer's idempotency key, which the payments module
 * derives from the order: `deposit:<orderNo>` when the gateway pays a deposit, `p2p:<matchId>`
 * when a withdrawer receives a person-to-person deposit, `withdrawal-hold:<withdrawalNo>` when a
 * withdrawal is requested. A withdrawal always has its transfer (the request moves the money to
 * the hold in the same transaction), so only deposits appear without one.
 *
 * Columns: id (entry id or null), type, memo, account_kind, amount_minor, balance (null for an
 * order without an entry), created_at, order_kind, order_no, order_state, order_amount.
 */
export function accountRowsSql(memberId: number): RawBuilder<unknown> {
  return sql`
    orders AS (
      SELECT 'deposit'::text AS order_kind, d.order_no, d.status AS order_state,
        d.amount_minor AS order_amount, d.created_at AS order_created_at,
        CASE WHEN d.p2p THEN 'p2p:' || m.id::text ELSE 'deposit:' || d.order_no END AS transfer_key
      FROM deposit_orders d
      LEFT JOIN withdrawal_matches m ON m.deposit_order_id = d.id
      WHERE d.member_id = ${memberId}
      UNION ALL
      SELECT 'withdrawal'::text, w.withdrawal_no, w.status, w.amount_minor, w.created_at,
        'withdrawal-hold:' || w.withdrawal_no
      FROM withdrawals w
      WHERE w.member_id = ${memberId}
    ),
    entries AS (
      SELECT e.id, t.kind AS type, t.memo, a.kind AS account_kind, e.amount_minor, e.created_at,
        t.idempotency_key,
        SUM(e.amount_minor) OVER (PARTITION BY e.account_id ORDER BY e.id) AS balance
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE a.member_id = ${memberId} AND a.kind LIKE 'player%'
    ),
    account_rows AS (
      SELECT en.id, en.type, en.memo, en.account_kind, en.amount_minor, en.balance, en.created_at,
        o.order_kind, o.order_no, o.order_state, o.order_amount
      FROM entries en
      LEFT JOIN orders o ON o.transfer_key = en.idempotency_key
      UNION ALL
      SELECT NULL::integer, o.order_kind,
        CASE o.order_kind WHEN 'deposit' THEN 'Deposit ' ELSE 'Withdrawal ' END || o.order_no,
        'player_main', 0::bigint, NULL::numeric,
        o.order_created_at, o.order_kind, o.order_no, o.order_state, o.order_amount
      FROM orders o
      WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.idempotency_key = o.transfer_key)
    )`;
}
