import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Kysely,
  type TransactionSettings,
} from 'kysely';
import { withCommitScope } from './after-commit';
import { DelegatingDriver, withDriver } from './delegating-driver';

/**
 * One request's transaction: the connection it holds and how deep its nested transactions
 * go. `ended` is set once the outer transaction has given its connection back, so work the
 * request left running afterwards goes to the pool again.
 */
interface RequestTransaction {
  driver: RequestScopedDriver | null;
  /** The request's transaction as a handle, and the handle it was opened on. */
  handle: { db: object; trx: object } | null;
  connection: DatabaseConnection | null;
  depth: number;
  ended: boolean;
}

const requestTransactions = new AsyncLocalStorage<RequestTransaction>();

/**
 * A driver that, inside `inRequestTransaction`, hands every query of the request (whatever
 * handle it uses: the app's `db` or a transaction opened from it) the request's own
 * connection, and turns nested transactions into savepoints. Outside it, it is the driver it
 * wraps.
 */
class RequestScopedDriver extends DelegatingDriver {
  private bound(connection?: DatabaseConnection): RequestTransaction | null {
    const scope = requestTransactions.getStore();
    if (!scope || scope.ended || scope.driver !== this) return null;
    if (connection && scope.connection !== connection) return null;
    return scope;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const scope = requestTransactions.getStore();
    if (scope && !scope.ended && (scope.driver === null || scope.driver === this)) {
      if (scope.connection) return scope.connection;
      scope.driver = this;
      scope.connection = await this.inner.acquireConnection();
      return scope.connection;
    }
    return this.inner.acquireConnection();
  }

  override async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const scope = this.bound(connection);
    if (!scope) return this.inner.beginTransaction(connection, settings);
    if (scope.depth === 0) {
      await this.inner.beginTransaction(connection, settings);
    } else {
      await connection.executeQuery(CompiledQuery.raw(`savepoint request_${scope.depth}`));
    }
    scope.depth += 1;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const scope = this.bound(connection);
    if (!scope) return this.inner.commitTransaction(connection);
    scope.depth -= 1;
    if (scope.depth === 0) await this.inner.commitTransaction(connection);
    else await connection.executeQuery(CompiledQuery.raw(`release savepoint request_${scope.depth}`));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const scope = this.bound(connection);
    if (!scope) return this.inner.rollbackTransaction(connection);
    scope.depth -= 1;
    if (scope.depth === 0) {
      await this.inner.rollbackTransaction(connection);
    } else {
      await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint request_${scope.depth}`));
      await connection.executeQuery(CompiledQuery.raw(`release savepoint request_${scope.depth}`));
    }
  }

  override async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const scope = this.bound(connection);
    if (!scope) return this.inner.releaseConnection(connection);
    // Queries inside the transaction borrow the connection; the outer transaction returns it.
    if (scope.depth > 0) return;
    scope.ended = true;
    scope.connection = null;
    await this.inner.releaseConnection(connection);
  }
}

/** Wraps a dialect so its driver knows request transactions (see RequestScopedDriver). */
export function requestScopedDialect(dialect: Dialect): Dialect {
  return withDriver(dialect, (driver) => new RequestScopedDriver(driver));
}

/**
 * Runs `work` in one transaction that every query it makes joins, through any handle on
 * `db` (helpers that take the app's context included): it all commits together or not at
 * all. A nested `inTransaction` becomes a savepoint, so a refused transfer rolls back only
 * its own part. A lock wait fails the transaction after LOCK_TIMEOUT_MS (connection.ts). Work
 * registered with afterCommit runs once the request's transaction commits.
 * Timers and promises started inside and left running after it ends use the pool again.
 */
export function inRequestTransaction<DB, T>(db: Kysely<DB>, work: () => Promise<T>): Promise<T> {
  const current = requestTransactions.getStore();
  if (current && !current.ended) return withCommitScope(db, () => db.transaction().execute(() => work()));
  const scope: RequestTransaction = { driver: null, handle: null, connection: null, depth: 0, ended: false };
  return requestTransactions.run(scope, () =>
    withCommitScope(db, () =>
      db.transaction().execute((trx) => {
        scope.handle = { db, trx };
        return work();
      }),
    ),
  );
}

/**
 * The request's own transaction, opened on `db`, while it runs (else `db`): for a route's work whose failure fails the
 * whole request (nothing catches it to go on), which so joins the request's transaction instead of opening a
 * savepoint of its own: two round trips fewer.
 */
export function requestTransactionOr<DB>(db: Kysely<DB>): Kysely<DB> {
  const scope = requestTransactions.getStore();
  if (!scope || scope.ended || scope.handle?.db !== db) return db;
  return scope.handle.trx as Kysely<DB>;
}

/** Runs `work` outside any request transaction (its queries take their own connections). */
export function outsideRequestTransaction<T>(work: () => T): T {
  return requestTransactions.exit(work);
}
