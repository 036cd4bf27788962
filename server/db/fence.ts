import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { DelegatingDriver, withDriver } from './delegating-driver';

/**
 * A condition the database must still meet for work to commit: a query that answers a row while it
 * holds (a scheduled job's lease: this node, not expired), and locks that row until the commit, so
 * whatever would end it (another node taking the lease) waits for the commit and then sees it.
 */
export interface Fence {
  /** What the work is, for the error when the fence no longer holds. */
  readonly name: string;
  readonly check: CompiledQuery;
}

/** The fence no longer held when the work tried to commit: nothing of that transaction was kept. */
export class FenceLost extends Error {
  constructor(readonly fence: string) {
    super(`${fence} no longer holds: the transaction was rolled back`);
    this.name = 'FenceLost';
  }
}

const fences = new AsyncLocalStorage<Fence>();

/**
 * Runs `work` so that nothing it writes commits once `fence` stops holding: every transaction it
 * opens (through any handle on the database) runs the fence's check as its last statement before
 * COMMIT and rolls back with FenceLost when the check answers no row, and every statement it runs
 * outside a transaction runs in a transaction of its own, checked the same way. A node whose lease
 * ran out while it was stalled (a pause, a slow round to the database) therefore cannot write after
 * another node took the work over: a fencing token the database itself checks.
 */
export function whileFenceHolds<T>(fence: Fence, work: () => Promise<T>): Promise<T> {
  return fences.run(fence, work);
}

/** A connection taken inside whileFenceHolds: it checks its fence before each commit. */
class FencedConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly fence: Fence,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return this.inner.executeQuery(query);
    // A statement on its own commits only while the fence holds, like any transaction.
    await this.inner.executeQuery(CompiledQuery.raw('begin'));
    try {
      const result = await this.inner.executeQuery<R>(query);
      await this.assertHeld();
      await this.inner.executeQuery(CompiledQuery.raw('commit'));
      return result;
    } catch (error) {
      // The statement's own failure is the one to tell; a connection that cannot roll back is dropped anyway.
      await this.inner.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      throw error;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery(query, chunkSize);
  }

  async assertHeld(): Promise<void> {
    const held = await this.inner.executeQuery(this.fence.check);
    if (held.rows.length === 0) throw new FenceLost(this.fence.name);
  }
}

/** A driver whose connections taken inside whileFenceHolds are FencedConnections; otherwise the one it wraps. */
class FencedDriver extends DelegatingDriver {
  protected override connectionOf(connection: DatabaseConnection): DatabaseConnection {
    return connection instanceof FencedConnection ? connection.inner : connection;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    const fence = fences.getStore();
    return fence ? new FencedConnection(connection, fence) : connection;
  }

  override async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    await super.beginTransaction(connection, settings);
    if (connection instanceof FencedConnection) connection.inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // Failing here makes the transaction's caller roll it back.
    if (connection instanceof FencedConnection) await connection.assertHeld();
    await super.commitTransaction(connection);
    if (connection instanceof FencedConnection) connection.inTransaction = false;
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof FencedConnection) connection.inTransaction = false;
    await super.rollbackTransaction(connection);
  }
}

/** Wraps a dialect so its driver keeps fences (see whileFenceHolds). */
export function fencedDialect(dialect: Dialect): Dialect {
  return withDriver(dialect, (driver) => new FencedDriver(driver));
}
