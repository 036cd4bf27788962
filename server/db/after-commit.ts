import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';

/**
 * Work that waits for a transaction's commit (pushes to browsers, announcements to other nodes): what a
 * transaction registers runs once its outermost transaction commits, and never when it rolls back. A nested
 * transaction (a savepoint) hands its work to the one around it when it succeeds and drops it when it fails,
 * so work of a refused transfer inside a request that commits does not run either.
 */
interface CommitScope {
  /** The handle the outermost transaction was opened on: listeners are found by it (CommittedEvents). */
  db: object;
  parent: CommitScope | null;
  work: ((db: object) => void)[];
  closed: boolean;
}

const scopes = new AsyncLocalStorage<CommitScope>();

/** The open scope `work` runs in, if any (a timer left running after its transaction ended sees none). */
function openScope(): CommitScope | null {
  const scope = scopes.getStore();
  return scope && !scope.closed ? scope : null;
}

/**
 * Runs `transaction` (which opens a transaction or savepoint on `db`) in a commit scope: on success its work
 * goes to the scope around it, or runs when it is the outermost; on failure it is dropped.
 */
export async function withCommitScope<DB, T>(db: Kysely<DB>, transaction: () => Promise<T>): Promise<T> {
  const parent = openScope();
  const scope: CommitScope = { db: parent?.db ?? db, parent, work: [], closed: false };
  let result: T;
  try {
    result = await scopes.run(scope, transaction);
  } finally {
    scope.closed = true;
  }
  if (parent) parent.work.push(...scope.work);
  else for (const run of scope.work) runSafely(run, scope.db);
  return result;
}

/**
 * Runs `run` after the transaction `trx` belongs to commits, with the handle its outermost transaction was
 * opened on. Outside any transaction the write has committed already, so it runs at once (as it does for a
 * transaction opened without inTransaction, which no scope follows).
 */
export function afterCommit<DB>(trx: Kysely<DB>, run: (db: object) => void): void {
  const scope = openScope();
  if (scope && trx.isTransaction) scope.work.push(run);
  else runSafely(run, trx);
}

// Committed work must never undo or fail the commit it follows: a listener's error is its own.
function runSafely(run: (db: object) => void, db: object): void {
  queueMicrotask(() => {
    try {
      run(db);
    } catch {
      // Listeners report their own failures (CommittedEvents' listeners log them).
    }
  });
}

/**
 * Events announced inside a transaction and heard after its commit, by the listener of the database they
 * happened in (one per server node; a test process may hold several nodes, each with its own database).
 */
export class CommittedEvents<T> {
  private readonly listeners = new WeakMap<object, (event: T) => void>();

  /** Hears every event committed on `db` from now on (one listener per database; a second replaces it). */
  listen<DB>(db: Kysely<DB>, listener: (event: T) => void): void {
    this.listeners.set(db, listener);
  }

  /** Called inside the transaction `trx`: the event reaches the listener once that transaction commits. */
  announce<DB>(trx: Kysely<DB>, event: T): void {
    afterCommit(trx, (db) => this.listeners.get(db)?.(event));
  }
}
