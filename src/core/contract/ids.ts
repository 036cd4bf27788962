import { z } from 'zod/mini';

/**
 * Row ids as requests carry them. Every id column of the platform's tables is a PostgreSQL `integer`
 * (int4, `serial`), so an id is a whole number from 1 to 2^31 − 1: one past it names no row and is
 * refused with the field named (INVALID_INPUT), never handed to the database, which would fail the
 * query. Amounts and other bigint columns take `minor` (wallet-balance.ts), whose safe integers
 * int8 always holds.
 */
export const INT4_MAX = 2_147_483_647;

/** An id in a JSON body. */
export const rowId = z.int().check(z.gte(1), z.lte(INT4_MAX));

/** An id in a query string (GET and DELETE calls, upload queries). */
export const rowIdInQuery = z.coerce.number().check(z.int(), z.gte(1), z.lte(INT4_MAX));
