import type { ColumnType } from 'kysely';

/** A bigint column read back as a JS number (all amounts stay far below 2^53). */
export type Big = ColumnType<number, number | bigint, number | bigint>;
