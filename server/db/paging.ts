import { type RawBuilder, sql } from 'kysely';

/** One page of a list as the contract's paging fields ask for it: page counts from 1. */
export interface Paging {
  page: number;
  pageSize: number;
}

/** How many rows come before the page. */
export const pageOffset = (paging: Paging): number => (paging.page - 1) * paging.pageSize;

/** LIMIT and OFFSET of the page, for SQL written by hand. */
export const pageSql = (paging: Paging): RawBuilder<unknown> =>
  sql`LIMIT ${paging.pageSize} OFFSET ${pageOffset(paging)}`;

/** A Kysely select narrowed to the page. */
export function inPage<Query extends { limit(count: number): Query; offset(count: number): Query }>(
  query: Query,
  paging: Paging,
): Query {
  return query.limit(paging.pageSize).offset(pageOffset(paging));
}

/** The page of a list already in memory. */
export const pageSlice = <T>(items: readonly T[], paging: Paging): T[] =>
  items.slice(pageOffset(paging), pageOffset(paging) + paging.pageSize);

/** How many pages `total` rows fill. */
export const totalPages = (total: number, paging: Paging): number => Math.ceil(total / paging.pageSize);

/** The answer most paged lists give (`value.list` with page, pageSize and total). */
export const pageOf = <T>(list: T[], total: number, paging: Paging) => ({
  list,
  page: paging.page,
  pageSize: paging.pageSize,
  total,
});
