import { sql } from 'kysely';
import type { ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import type { teamMembers as teamMembersEndpoint } from '../../../src/core/contract/agents';
import { AGENT_TYPES } from '../../../src/core/contract/member-types';
import { pageSql } from '../../db/paging';
import type { Db } from '../database';
import { containsPattern, reportPage, teamSql, whole } from './team-scope';

type Input = ParsedRequestOf<typeof teamMembersEndpoint>;
type Page = ResponseOf<typeof teamMembersEndpoint>;

const STATUS = sql`CASE WHEN m.disabled THEN 'disabled'
  WHEN m.must_change_password THEN 'mustChangePassword' ELSE 'active' END`;

const ORDER = {
  registered: sql`created_at DESC, id DESC`,
  balance: sql`balance DESC, id DESC`,
  account: sql`username_lower ASC, id ASC`,
  lastLogin: sql`last_login_at DESC NULLS LAST, id DESC`,
} as const;

/**
 * Team management: the agent's descendants with their level, upline, status and balance
 * (the sum of their player wallets), searched by part of the account name and filtered by
 * status, role and direct children, sorted and paged in the database.
 */
export async function teamMembers(db: Db, agentId: number, input: Input): Promise<Page> {
  const filters = [sql`TRUE`];
  if (input.directOnly === 'true') filters.push(sql`team.depth = 1`);
  if (input.search) filters.push(sql`m.username_lower LIKE ${containsPattern(input.search)}`);
  if (input.status) filters.push(sql`${STATUS} = ${input.status}`);
  if (input.role === 'agent') filters.push(sql`m.type IN (${sql.join([...AGENT_TYPES])})`);
  if (input.role === 'member') filters.push(sql`m.type NOT IN (${sql.join([...AGENT_TYPES])})`);
  const where = sql.join(filters, sql` AND `);

  const { rows } = await sql<{
    id: number | null;
    username: string;
    nickname: string | null;
    type: number;
    depth: number;
    upline: string | null;
    status: Page['rows'][number]['status'];
    balance: string | null;
    created_at: Date;
    last_login_at: Date | null;
    total: number;
  }>`
    WITH team AS (${teamSql(agentId)}),
    wallets AS (
      SELECT a.member_id, sum(a.balance_minor) AS balance
      FROM team JOIN ledger_accounts a ON a.member_id = team.id AND a.kind LIKE 'player%'
      GROUP BY a.member_id
    ),
    matched AS (
      SELECT m.id, m.username, m.username_lower, m.nickname, m.type, team.depth, u.username AS upline,
        ${STATUS} AS status, COALESCE(w.balance, 0) AS balance, m.created_at, m.last_login_at
      FROM team
      JOIN members m ON m.id = team.id
      LEFT JOIN members u ON u.id = m.upline_id
      LEFT JOIN wallets w ON w.member_id = m.id
      WHERE ${where}
    ),
    page AS (SELECT * FROM matched ORDER BY ${ORDER[input.sort]} ${pageSql(input)})
    -- The count always comes back, with an empty page past the last row.
    SELECT (SELECT count(*) FROM matched) AS total, page.* FROM (SELECT 1) AS one LEFT JOIN page ON TRUE
    ORDER BY ${ORDER[input.sort]}`.execute(db);

  return reportPage(
    rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id!,
        account: row.username,
        nickname: row.nickname,
        type: row.type,
        level: row.depth,
        uplineAccount: row.upline ?? '',
        status: row.status,
        balance: whole(row.balance),
        registeredAt: row.created_at.toISOString(),
        lastLoginAt: row.last_login_at?.toISOString() ?? null,
      })),
    whole(rows[0]!.total),
    input,
  );
}
