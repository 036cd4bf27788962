import { sql } from 'kysely';
import type { ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import type { transactions as transactionsEndpoint } from '../../../src/core/contract/agents';
import { pageSql } from '../../db/paging';
import type { Db } from '../database';
import { reportPage, reportRange, whole } from './team-scope';

type Input = ParsedRequestOf<typeof transactionsEndpoint>;
type Page = ResponseOf<typeof transactionsEndpoint>;
type Wallet = Page['rows'][number]['wallet'];

const walletOf = (kind: string): Wallet =>
  kind === 'agent_income' ? 'income' : kind === 'player_main' ? 'main' : 'vendor';

/**
 * Transaction details: the agent's own ledger lines (main wallet, game wallets, income
 * account) in the range, newest first, each with the balance it left on its wallet and the
 * other members the same transfer moved money for (none for the house).
 */
export async function agentTransactions(db: Db, agentId: number, input: Input): Promise<Page> {
  const { from, to } = reportRange(input);
  const kindFilter = input.kind ? sql`AND t.kind = ${input.kind}` : sql``;
  const { rows } = await sql<{
    id: number | null;
    kind: string;
    account_kind: string;
    amount_minor: number;
    balance: string;
    memo: string;
    counterparty: string | null;
    created_at: Date;
    total: number;
  }>`
    WITH mine AS (
      SELECT id, kind FROM ledger_accounts
      WHERE member_id = ${agentId} AND (kind LIKE 'player%' OR kind = 'agent_income')
    ),
    lines AS (
      SELECT e.id, e.transfer_id, e.amount_minor, e.created_at, mine.kind AS account_kind,
        SUM(e.amount_minor) OVER (PARTITION BY e.account_id ORDER BY e.id) AS balance
      FROM mine JOIN ledger_entries e ON e.account_id = mine.id
      WHERE e.created_at < ${to}
    ),
    matched AS (
      SELECT lines.*, t.kind, t.memo FROM lines JOIN ledger_transfers t ON t.id = lines.transfer_id
      WHERE lines.created_at >= ${from} ${kindFilter}
    ),
    page AS (SELECT * FROM matched ORDER BY created_at DESC, id DESC ${pageSql(input)})
    -- The count always comes back, with an empty page past the last row.
    SELECT (SELECT count(*) FROM matched) AS total, page.id, page.kind, page.account_kind, page.amount_minor,
      page.balance, page.memo, page.created_at,
      (SELECT string_agg(DISTINCT m.username, ', ')
        FROM ledger_entries o
        JOIN ledger_accounts oa ON oa.id = o.account_id
        JOIN members m ON m.id = oa.member_id
        WHERE o.transfer_id = page.transfer_id AND oa.member_id <> ${agentId}) AS counterparty
    FROM (SELECT 1) AS one LEFT JOIN page ON TRUE
    ORDER BY page.created_at DESC, page.id DESC`.execute(db);

  return reportPage(
    rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id!,
        kind: row.kind,
        wallet: walletOf(row.account_kind),
        amount: whole(row.amount_minor),
        balanceAfter: whole(row.balance),
        counterparty: row.counterparty,
        memo: row.memo,
        at: row.created_at.toISOString(),
      })),
    whole(rows[0]!.total),
    input,
  );
}
