import type { ColumnType } from 'kysely';

/**
 * A PostgreSQL bigint column that the driver reads back as a JS number (connection.ts parses int8 with
 * Number on pg, and PGlite does the same); writes take a number or a bigint. Amounts stay far below 2^53.
 */
export type BigintAsNumber = ColumnType<number, number | bigint, number | bigint>;

/** A JSON column: read back parsed, written as the JSON text. */
export type Json<T> = ColumnType<T, string, string>;
