import {
  CompiledQuery as Compiled,
  type CompiledQuery,
  type Kysely,
  type QueryExecutorProvider,
  type QueryResult,
} from 'kysely';

/** Marks where an argument goes in a statement built once: the reader finds its value in each call's arguments. */
const ARGUMENT = Symbol('statement argument');

interface Placeholder {
  readonly [ARGUMENT]: (args: unknown) => unknown;
}

const isPlaceholder = (value: unknown): value is Placeholder =>
  typeof value === 'object' && value !== null && ARGUMENT in value;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The arguments' shape: the length of every list in them (a statement's text depends on it), else ''. */
function shapeOf(value: unknown): string {
  if (Array.isArray(value)) {
    let shape = `[${value.length}`;
    for (const item of value) shape += shapeOf(item);
    return `${shape}]`;
  }
  if (!isPlainObject(value)) return '';
  let shape = '';
  for (const key in value) {
    const item = value[key];
    if (typeof item === 'object' && item !== null) shape += shapeOf(item);
  }
  return shape;
}

/** `value` with each value in it (not its lists and plain objects) replaced by a placeholder reading it. */
function placeholdersOf(value: unknown, read: (args: unknown) => unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) => placeholdersOf(item, (args) => (read(args) as unknown[])[index]));
  }
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        placeholdersOf(item, (args) => (read(args) as Record<string, unknown>)[key]),
      ]),
    );
  }
  return { [ARGUMENT]: read } satisfies Placeholder;
}

/** Whether a value the statement holds as one parameter has placeholders inside (a list placed whole). */
function holdsPlaceholders(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => isPlaceholder(item) || holdsPlaceholders(item));
  if (!isPlainObject(value)) return false;
  return Object.values(value).some((item) => isPlaceholder(item) || holdsPlaceholders(item));
}

/** At most this many shapes are kept per statement; past them a statement is built per call, as any query is. */
const MAX_SHAPES = 64;

interface Prepared {
  sql: string;
  /** Per parameter, how a call's arguments give its value. */
  parameters: readonly ((args: unknown) => unknown)[];
}

/** What a statement's builder answers: a Kysely query builder, or a `sql` template (compiled with `db`). */
interface Compilable<Row> {
  compile(db: QueryExecutorProvider): CompiledQuery<Row>;
}

/**
 * A statement built and compiled by Kysely once per shape of its arguments (the lengths of their lists), then
 * only run: a hot statement costs no query building or compiling per call. `build` is called with placeholders in
 * place of the arguments' values, so it may place the values in the statement but not look at them: a choice
 * between texts is a statement of its own, and an argument left undefined is sent as null (a builder would leave
 * the column out). The text stays the same from call to call, which is also what lets
 * the connection run it as a prepared statement (prepared-statements.ts).
 */
export function compiledStatement<Db, Args extends object, Row>(
  build: (db: Kysely<Db>, args: Args) => Compilable<Row>,
): (db: Kysely<Db>, args: Args) => Promise<QueryResult<Row>> {
  const shapes = new Map<string, Prepared>();
  const prepare = (db: Kysely<Db>, args: Args): Prepared => {
    const compiled = build(db, placeholdersOf(args, (all) => all) as Args).compile(db);
    return {
      sql: compiled.sql,
      parameters: compiled.parameters.map((parameter) => {
        if (isPlaceholder(parameter)) return parameter[ARGUMENT];
        // Its value would be the first call's for good: a list is placed value by value (sql.join, `in`).
        if (holdsPlaceholders(parameter)) throw new Error('a list argument is placed as one parameter');
        return () => parameter;
      }),
    };
  };
  return (db, args) => {
    const shape = shapeOf(args);
    let prepared = shapes.get(shape);
    if (prepared === undefined) {
      prepared = prepare(db, args);
      if (shapes.size < MAX_SHAPES) shapes.set(shape, prepared);
    }
    const parameters = prepared.parameters.map((read) => read(args));
    return db.executeQuery(Compiled.raw(prepared.sql, parameters) as CompiledQuery<Row>);
  };
}
