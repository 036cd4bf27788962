import { type RawBuilder, sql } from 'kysely';
import { type Paging, totalPages } from '../../db/paging';
import { dayRange } from '../records/date-range';

/**
 * Shared pieces of the team reports: the caller's descendants as SQL, the date range and
 * paging. Every report starts from `teamSql(agentId)`, so its scope is the closure table's
 * subtree of the signed-in agent and nothing the client sends.
 */

/** The agent's descendants (not the agent itself) as rows (id, depth); one member only when `memberId` is set. */
export function teamSql(agentId: number, memberId?: number): RawBuilder<unknown> {
  return sql`SELECT descendant_id AS id, depth FROM member_tree
    WHERE ancestor_id = ${agentId} AND depth >= 1
    ${memberId === undefined ? sql`` : sql`AND descendant_id = ${memberId}`}`;
}

/** [from, to) of an inclusive yyyy-MM-dd range (at most MAX_RANGE_DAYS, refused otherwise). */
export const reportRange = (input: { startDate: string; endDate: string }) =>
  dayRange(input.startDate, input.endDate);

/** The UTC calendar day of a timestamp column, as yyyy-MM-dd text. */
export const utcDay = (column: RawBuilder<unknown>) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** The answer of a paged team report: its rows under `rows`, with the page count. */
export function reportPage<T>(rows: T[], total: number, paging: Paging) {
  return { rows, total, page: paging.page, totalPages: totalPages(total, paging) };
}

/** A whole number from a count or sum column (bigint, numeric or null). */
export const whole = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** A LIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
export const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
