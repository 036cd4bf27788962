import { type Kysely, sql } from 'kysely';
import { withCommitScope } from './after-commit';
import { inBegunRequestTransaction } from './request-transaction';

/**
 * Runs `work` in one transaction, or inside the caller's when `db` already is one.
 * A lock wait longer than 5 s fails the transaction instead of hanging a request.
 * Every query in `work` must use the handle it receives. Work registered with afterCommit
 * inside runs once the outermost transaction commits (after-commit.ts).
 */
export async function inTransaction<Tables, T>(
  db: Kysely<Tables>,
  work: (trx: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db);
  // Inside a request's transaction this is a savepoint, and the request set the timeout: one round trip less.
  const timeoutSet = inBegunRequestTransaction();
  return withCommitScope(db, () =>
    db.transaction().execute(async (trx) => {
      if (!timeoutSet) await sql`SET LOCAL lock_timeout = '5s'`.execute(trx);
      return work(trx);
    }),
  );
}
