import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { currentSchemaIntrospection } from './current-schema-introspector';
import { fencedDialect } from './fence';
import { PGlitePool } from './pglite-pool';
import { PreparingClient } from './prepared-statements';
import { requestScopedDialect } from './request-transaction';
/** What the server can run on: an embedded PGlite or a PostgreSQL pool. */
export type DatabaseSource = PGlite | pg.Pool;

/** Amounts are bigint columns; they fit in a JS number, so read them as numbers on both engines. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * How long a statement waits for a lock before it fails (its transaction with it) instead of hanging a request.
 * Set once per connection rather than per transaction, which would cost a round trip each. The migrator sets
 * its own, longer wait for its lock. PGlite needs none: it is one session, so nothing waits there.
 */
export const LOCK_TIMEOUT_MS = 5_000;

export function postgresPool(connectionString: string, searchPath?: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    lock_timeout: LOCK_TIMEOUT_MS,
    Client: PreparingClient,
    types: pgTypes as pg.CustomTypesConfig,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle connection the database ended (a restart, a failover, a dropped database) leaves the pool by
  // itself and the next query opens another; unheard, its error would end the process.
  pool.on('error', () => {});
  return pool;
}

/** A Kysely handle on the source; `Tables` is the database type the caller assembled. */
export function createDb<Tables>(source: DatabaseSource): Kysely<Tables> {
  const pool = source instanceof PGlite ? new PGlitePool(source) : source;
  // PGlitePool implements the subset of pg.Pool that PostgresDialect calls.
  const dialect = new PostgresDialect({ pool: pool as unknown as pg.Pool });
  return new Kysely<Tables>({
    dialect: requestScopedDialect(fencedDialect(currentSchemaIntrospection(dialect))),
  });
}
