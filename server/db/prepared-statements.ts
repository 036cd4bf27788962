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

/** What a pg query object carries besides its text and values (not in pg's types). */
interface NamedQuery extends pg.Query {
  name: string;
  callback: (error: Error | null, result: pg.QueryResult) => void;
}

/** pg's client that runs the texts the statement cache names as prepared statements. */
export class PreparingClient extends pg.Client {
  // pg's query() has many overloads; this one only routes a text with its values and no callback.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    const query = super.query as (...rest: unknown[]) => never;
    if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined)
      return query.apply(this, args);
    const name = statements.nameOf(text, values);
    if (name === undefined) return query.apply(this, args);
    // A query object built from the text and named after, rather than a config object pg would copy property by
    // property on every call.
    const named = new pg.Query(text, values) as NamedQuery;
    named.name = name;
    return new Promise<pg.QueryResult>((resolve, reject) => {
      named.callback = (error, result) => {
        if (!error) return resolve(result);
        statements.failed(text, error);
        reject(error);
      };
      query.call(this, named);
    }) as never;
  }
}
