import pg from 'pg';

/** Texts longer than this run unnamed: bulk inserts, whose parse tree a connection would keep for nothing. */
export const MAX_PREPARED_TEXT = 4_096;

/** At most this many texts are named per process; the rest run unnamed. */
export const MAX_PREPARED_TEXTS = 1_000;

/** The error PostgreSQL answers when a prepared statement's result columns changed under it. */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

/**
 * The statement cache. PostgreSQL parses and plans a statement each time it runs unnamed, which costs it more than
 * running one of the site's short statements. A text run a second time is given a name, and each connection
 * prepares it the first time it runs it and then only binds and runs it; PostgreSQL keeps the plan (a custom
 * plan for the first five runs, then a generic one when it is not costlier). Unnamed stay texts without
 * parameters (they go by the simple protocol: transaction control, migrations' scripts), texts longer than
 * MAX_PREPARED_TEXT, texts that expand `*` (a column added by another node's migration would change a prepared
 * statement's result, which PostgreSQL refuses) and every text past MAX_PREPARED_TEXTS. A connection keeps each
 * statement prepared on it until it closes.
 */
export class StatementCache {
  private readonly names = new Map<string, string>();
  private readonly seenOnce = new Set<string>();
  private issued = 0;

  constructor(private readonly limit = MAX_PREPARED_TEXTS) {}

  /** The name to run `text` under, or undefined to run it unnamed. */
  nameOf(text: string, values: readonly unknown[]): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined || values.length === 0) return name;
    if (text.length > MAX_PREPARED_TEXT || /\*(?!\))/.test(text) || this.names.size >= this.limit) return;
    if (!this.seenOnce.has(text)) {
      // Bounded: a process that keeps meeting new texts forgets the ones met once.
      if (this.seenOnce.size >= this.limit * 4) this.seenOnce.clear();
      this.seenOnce.add(text);
      return;
    }
    this.seenOnce.delete(text);
    return this.named(text);
  }

  /**
   * A statement failed: when its result columns changed under the prepared statement (a column's type altered),
   * the text gets a new name, so each connection prepares it afresh at its next run.
   */
  failed(text: string, error: unknown): void {
    if (this.names.has(text) && (error as Error | undefined)?.message?.includes(RESULT_TYPE_CHANGED)) {
      this.named(text);
    }
  }

  private named(text: string): string {
    this.issued += 1;
    const name = `s${this.issued}`;
    this.names.set(text, name);
    return name;
  }
}

const statements = new StatementCache();

/** What a pg query object carries besides its text and values, and what it does that pg's types leave out. */
interface QueryObject extends pg.Query {
  name?: string;
  queryMode?: 'extended';
  callback: (error: Error | null, result: pg.QueryResult) => void;
}

/** The parts of pg's connection and query a statement sent with its `begin` uses (not in pg's types). */
interface WireConnection {
  parsedStatements: Record<string, string>;
  parse(message: { text: string; name: string }): void;
  bind(message: { portal: string; statement: string; values: unknown[] }): void;
  execute(message: { portal: string; rows: number }): void;
}
interface QueryInternals {
  prepare(connection: WireConnection): void;
  handleCommandComplete(message: unknown, connection: WireConnection): void;
}
const queryInternals = pg.Query.prototype as unknown as QueryInternals;

/**
 * A transaction's first statement with the `begin` before it, in one write: the `begin` is parsed, bound and
 * run by the extended protocol ahead of the statement, with one sync after both, so the database answers
 * both at once and only the statement's answer is kept. A failing statement fails as it would alone, inside
 * the begun transaction, which its caller then rolls back. Only for a statement that is unnamed or already
 * prepared on the connection: pg would take the begin's parse for a named statement's own.
 */
class BeginningQuery extends pg.Query {
  private begun = false;

  prepare(connection: WireConnection): void {
    connection.parse({ text: 'begin', name: '' });
    connection.bind({ portal: '', statement: '', values: [] });
    connection.execute({ portal: '', rows: 0 });
    queryInternals.prepare.call(this, connection);
  }

  handleCommandComplete(message: unknown, connection: WireConnection): void {
    if (!this.begun) {
      this.begun = true;
      return;
    }
    queryInternals.handleCommandComplete.call(this, message, connection);
  }
}

/** What pg answers a `begin` or an end of transaction with. */
const answered = (command: string) => Promise.resolve({ command, rowCount: null, rows: [], fields: [] });

/**
 * pg's client that runs the texts the statement cache names as prepared statements, and sends a transaction's
 * `begin` with its first statement (one round trip fewer per transaction). A transaction that ends before
 * any statement ran sends nothing.
 */
export class PreparingClient extends pg.Client {
  private beginPending = false;

  // pg's query() has many overloads; this one only routes a text with its values and no callback.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    const query = super.query as (...rest: unknown[]) => Promise<pg.QueryResult>;
    const beginning = this.beginPending;
    this.beginPending = false;
    if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined) {
      // Its own way of running (a cursor, a callback): the begin goes first on its own.
      if (beginning) query.call(this, 'begin').catch(() => {});
      return query.apply(this, args) as never;
    }
    if (values.length === 0 && text === 'begin' && !beginning) {
      this.beginPending = true;
      return answered('BEGIN') as never;
    }
    if (beginning && values.length === 0 && (text === 'commit' || text === 'rollback')) {
      return answered(text.toUpperCase()) as never;
    }
    const name = statements.nameOf(text, values);
    const { parsedStatements } = (this as unknown as { connection: WireConnection }).connection;
    // Unnamed texts without parameters may hold several statements, which the extended protocol refuses.
    const withBegin =
      beginning &&
      (name === undefined ? values.length > 0 || !text.includes(';') : parsedStatements[name] !== undefined);
    if (beginning && !withBegin) query.call(this, 'begin').catch(() => {});
    if (name === undefined && !withBegin) return query.apply(this, args) as never;
    // A query object built from the text and named after, rather than a config object pg would copy property by
    // property on every call.
    const statement = (
      withBegin ? new BeginningQuery(text, values) : new pg.Query(text, values)
    ) as QueryObject;
    if (name === undefined) statement.queryMode = 'extended';
    else statement.name = name;
    return new Promise<pg.QueryResult>((resolve, reject) => {
      statement.callback = (error, result) => {
        if (!error) return resolve(result);
        statements.failed(text, error);
        reject(error);
      };
      query.call(this, statement);
    }) as never;
  }
}
