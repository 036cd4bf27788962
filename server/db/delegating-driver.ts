import type { DatabaseConnection, Dialect, Driver, Kysely, QueryCompiler, TransactionSettings } from 'kysely';

/**
 * A driver that hands every call to the driver it wraps, for wrappers that change a few of them
 * (request-transaction.ts, fence.ts). `connectionOf` gives the wrapped driver its own connection
 * back when the wrapper handed out one of its own.
 */
export class DelegatingDriver implements Driver {
  constructor(protected readonly inner: Driver) {}

  protected connectionOf(connection: DatabaseConnection): DatabaseConnection {
    return connection;
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(this.connectionOf(connection), settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(this.connectionOf(connection));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(this.connectionOf(connection));
  }

  savepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.savepoint) throw new Error('savepoints are not supported');
    return this.inner.savepoint(this.connectionOf(connection), name, compileQuery);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.rollbackToSavepoint) throw new Error('savepoints are not supported');
    return this.inner.rollbackToSavepoint(this.connectionOf(connection), name, compileQuery);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.releaseSavepoint) throw new Error('savepoints are not supported');
    return this.inner.releaseSavepoint(this.connectionOf(connection), name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(this.connectionOf(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The same dialect with the parts named in `parts` made otherwise, the others its own. */
export function withParts(dialect: Dialect, parts: Partial<Dialect>): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => dialect.createDriver(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
    ...parts,
  };
}

/** The same dialect with its driver wrapped. */
export function withDriver(dialect: Dialect, wrap: (driver: Driver) => Driver): Dialect {
  return withParts(dialect, { createDriver: () => wrap(dialect.createDriver()) });
}
