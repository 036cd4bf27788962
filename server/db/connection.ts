import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlitePool } from './pglite-pool';
import { requestScopedDialect } from './request-transaction';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** What the server can run on: an embedded PGlite or a PostgreSQL pool. */
export type DatabaseSource = PGlite | pg.Pool;

/** Amounts are bigint columns; they fit in a JS number, so read them as numbers on both engines. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export function postgresPool(connectionString: string, searchPath?: string): pg.Pool {
  return new pg.Pool({
    connectionString,
    max: 10,
    types: pgTypes as pg.CustomTypesConfig,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
}

export function createDb(source: DatabaseSource): Db {
  const pool = source instanceof PGlite ? new PGlitePool(source) : source;
  // PGlitePool implements the subset of pg.Pool that PostgresDialect calls.
  const dialect = new PostgresDialect({ pool: pool as unknown as pg.Pool });
  return new Kysely<Database>({ dialect: requestScopedDialect(dialect) });
}
