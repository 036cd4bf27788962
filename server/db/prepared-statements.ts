import pg from 'pg';

/** The SQL text of each statement marked hot, and the name it is prepared under. */
const names = new Map<string, string>();

/**
 * Marks a fixed SQL text as one of the server's hottest (the balance read): on PostgreSQL each connection
 * parses and plans it once and then only binds and runs it, which costs the database about a third of an
 * unnamed statement's CPU and the node less to send. Returns the text, to be run as usual (through Kysely's
 * CompiledQuery.raw or any handle). Only fixed texts belong here: a connection keeps every statement
 * prepared on it until it closes. PGlite runs the text unchanged.
 */
export function preparedStatement(name: string, sql: string): string {
  const taken = [...names].find(([text, named]) => named === name && text !== sql);
  if (taken) throw new Error(`prepared statement ${name} is already another statement`);
  names.set(sql, name);
  return sql;
}

/** What a pg query object carries besides its text and values (not in pg's types). */
interface NamedQuery extends pg.Query {
  name: string;
  callback: (error: Error | null, result: pg.QueryResult) => void;
}

/** pg's client that runs the texts marked by preparedStatement() as named (prepared) statements. */
export class PreparingClient extends pg.Client {
  // pg's query() has many overloads; this one only routes a text marked hot with its values.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    const name = typeof text === 'string' ? names.get(text) : undefined;
    const query = super.query as (...rest: unknown[]) => never;
    if (name === undefined || !(values === undefined || Array.isArray(values)) || callback !== undefined)
      return query.apply(this, args);
    // A query object built from the text and named after, rather than a config object pg would copy property by
    // property on every call.
    const named = new pg.Query(text as string, values) as NamedQuery;
    named.name = name;
    return new Promise<pg.QueryResult>((resolve, reject) => {
      named.callback = (error, result) => (error ? reject(error) : resolve(result));
      query.call(this, named);
    }) as never;
  }
}
