/**
 * What `zod/mini` is to the browser bundles (vite.shared.ts `deferredSchemas`): the contract's schemas are
 * declared at load as recipes, and zod itself (about 10 KB gzipped) is fetched only when a schema is first
 * used, so an element's first screen does not carry it. The server, the unit tests and the types use the real
 * zod; the recipes follow its functional API call for call, so the schema built is the one the server uses.
 *
 * The client checks request bodies before sending (`call` loads the schemas first) and, in development builds,
 * every answer; code that checks a value itself awaits `loadSchemas()` first. A schema used before that throws.
 */
type Zod = typeof import('./zod-parts');
type Built = { check(...checks: unknown[]): Built; [method: string]: unknown };

let zod: Zod | undefined;
let loading: Promise<Zod> | undefined;

/** Fetches zod (once) and builds schemas from then on. */
export function loadSchemas(): Promise<void> {
  loading ??= import('./zod-parts').then((module) => {
    zod = module;
    return module;
  });
  return loading.then(() => undefined);
}

/** Whether schemas can be used synchronously. */
export const schemasLoaded = (): boolean => zod !== undefined;

const built = new WeakMap<Deferred, Built>();

/** One schema (or check) as declared: zod's function and its arguments, or a `.check()` on another. */
class Deferred {
  constructor(
    private readonly name: string,
    private readonly args: readonly unknown[],
    private readonly base?: Deferred,
  ) {}

  /** The real schema, built once (after `loadSchemas()`). */
  get schema(): Built {
    let schema = built.get(this);
    if (schema) return schema;
    if (!zod) throw new Error('Gamedeck: a contract schema was used before loadSchemas()');
    const args = this.args.map(real);
    if (this.base) schema = this.base.schema.check(...args);
    else {
      const [space, fn] = this.name.split('.') as [string, string | undefined];
      const owner = (fn ? zod[space as keyof Zod] : zod) as unknown as Record<
        string,
        (...a: unknown[]) => Built
      >;
      schema = owner[fn ?? space]!(...args);
    }
    built.set(this, schema);
    return schema;
  }

  /** An enum's values, known from its declaration (zod's `options`), with no need of zod. */
  get options(): readonly unknown[] {
    const [values] = this.args;
    if (this.name !== 'enum' || values === null || typeof values !== 'object')
      return this.schema.options as unknown[];
    return Array.isArray(values) ? values : Object.values(values);
  }

  check(...checks: unknown[]): Deferred {
    return new Deferred('check', checks, this);
  }

  safeParse(value: unknown, params?: unknown): unknown {
    return (this.schema.safeParse as (v: unknown, p?: unknown) => unknown)(value, params);
  }

  parse(value: unknown, params?: unknown): unknown {
    return (this.schema.parse as (v: unknown, p?: unknown) => unknown)(value, params);
  }
}

/** An argument with every recipe in it replaced by its schema (shapes, option lists, `z.lazy`'s getter). */
function real(value: unknown): unknown {
  if (value instanceof Deferred) return value.schema;
  if (Array.isArray(value)) return value.map(real);
  if (typeof value === 'function') return value;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = real(item);
    return out;
  }
  return value;
}

const recipe =
  (name: string) =>
  (...args: unknown[]): Deferred =>
    new Deferred(name, args);

/** `z.lazy(getter)`: the getter hands back a recipe, zod wants its schema. */
const lazy = (getter: () => unknown): Deferred => new Deferred('lazy', [() => real(getter())]);

/** Every function of zod/mini the contract and the elements call (tests/unit/core/deferred-zod.test.ts checks). */
export const z = {
  _default: recipe('_default'),
  array: recipe('array'),
  boolean: recipe('boolean'),
  coerce: { number: recipe('coerce.number') },
  discriminatedUnion: recipe('discriminatedUnion'),
  email: recipe('email'),
  enum: recipe('enum'),
  extend: recipe('extend'),
  gte: recipe('gte'),
  int: recipe('int'),
  lazy,
  length: recipe('length'),
  literal: recipe('literal'),
  lte: recipe('lte'),
  maxLength: recipe('maxLength'),
  minLength: recipe('minLength'),
  nonnegative: recipe('nonnegative'),
  null: recipe('null'),
  nullable: recipe('nullable'),
  number: recipe('number'),
  object: recipe('object'),
  omit: recipe('omit'),
  optional: recipe('optional'),
  pipe: recipe('pipe'),
  positive: recipe('positive'),
  record: recipe('record'),
  refine: recipe('refine'),
  regex: recipe('regex'),
  strictObject: recipe('strictObject'),
  string: recipe('string'),
  superRefine: recipe('superRefine'),
  toLowerCase: recipe('toLowerCase'),
  trim: recipe('trim'),
  union: recipe('union'),
  unknown: recipe('unknown'),
  uuid: recipe('uuid'),
};
