/**
 * The parts of zod/mini the contract and the elements use, loaded by deferred-zod.ts on first use: in the
 * browser bundles this is the one module that imports the real zod (vite.shared.ts `deferredSchemas`), and
 * naming the parts keeps the rest of zod out of that chunk.
 */
import { z } from 'zod/mini';

export {
  _default,
  array,
  boolean,
  discriminatedUnion,
  email,
  enum,
  extend,
  gte,
  int,
  lazy,
  length,
  literal,
  lte,
  maxLength,
  minLength,
  nonnegative,
  null,
  nullable,
  number,
  object,
  omit,
  optional,
  pipe,
  positive,
  record,
  refine,
  regex,
  strictObject,
  string,
  superRefine,
  toLowerCase,
  trim,
  union,
  unknown,
  uuid,
} from 'zod/mini';

export const coerce = { number: z.coerce.number };
