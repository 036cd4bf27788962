import type { Kysely } from 'kysely';
import { withCommitScope } from './after-commit';

/**
 * Runs `work` in one transaction, or inside the caller's when `db` already is one.
 * A lock wait fails the transaction after LOCK_TIMEOUT_MS (connection.ts) instead of hanging a request.
 * Every query in `work` must use the handle it receives. Work registered with afterCommit
 * inside runs once the outermost transaction commits (after-commit.ts).
 */
export async function inTransaction<Tables, T>(
  db: Kysely<Tables>,
  work: (trx: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db);
  return withCommitScope(db, () => db.transaction().execute(work));
}
