import { sql } from 'kysely';
import type { Db } from './connection';

/**
 * Runs `work` in one transaction, or inside the caller's when `db` already is one.
 * A lock wait longer than 5 s fails the transaction instead of hanging a request.
 * Every query in `work` must use the handle it receives.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL lock_timeout = '5s'`.execute(trx);
    return work(trx);
  });
}
