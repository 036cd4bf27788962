import type { PGlite } from '@electric-sql/pglite';

/**
 * A pg-Pool-shaped front for PGlite, so Kysely's PostgresDialect drives it.
 * PGlite is a single connection: a mutex hands it to one borrower at a time,
 * so a transaction holds it from BEGIN to COMMIT and nothing else interleaves.
 */
export class PGlitePool {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly pglite: PGlite) {}

  async connect(): Promise<PGliteClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    return new PGliteClient(this.pglite, release);
  }

  async end(): Promise<void> {
    await this.queue;
    await this.pglite.close();
  }
}

class PGliteClient {
  private released = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly onRelease: () => void,
  ) {}

  async query(sql: string, parameters: readonly unknown[]) {
    const result = await this.pglite.query<Record<string, unknown>>(sql, parameters as unknown[]);
    return {
      command: (result.command ?? 'SELECT').toUpperCase(),
      rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
      rows: result.rows,
    };
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    this.onRelease();
  }
}
