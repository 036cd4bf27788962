import type { FastifyInstance } from 'fastify';
import { ApiError, errors } from '../../src/core/contract';

/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text free of NUL and lone surrogates: PostgreSQL refuses NUL in text, and a lone surrogate has no
 * UTF-8 form, so neither may reach a handler.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit, lastKey?: string): string {
  const keys = lastKey === undefined ? [] : [lastKey];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '_';
}

/**
 * The path ('a.b.0', or '_' for the input itself) of the first string in a parsed body or query,
 * key or value at any depth, that is not storable; null when every string is. Walked with its own
 * stack and parent links: a 64 KB body can nest tens of thousands of levels deep.
 */
export function unstorableTextPath(input: unknown): string | null {
  const pending: Visit[] = [{ value: input, key: null, parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return pathOf(visit);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value).reverse()) {
        if (!isStorableText(key)) return pathOf(visit, key);
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

/** INVALID_CHARACTERS naming the field that held the text. */
export function unstorableTextError(path: string): ApiError {
  return ApiError.of('INVALID_CHARACTERS', null, { [path]: errors.INVALID_CHARACTERS.key });
}

/**
 * Every route, the contract's and the others (gateway page, avatars, dev tools), refuses a path
 * parameter or query holding unstorable text before its handler looks anything up with it.
 */
export function refuseUnstorableUrlText(app: FastifyInstance): void {
  // A callback hook: a promise per request would be paid by every request.
  app.addHook('preValidation', (request, _reply, done) => {
    const path = unstorableTextPath({ params: request.params, query: request.query });
    done(path === null ? undefined : unstorableTextError(path.replace(/^(params|query)\./, '')));
  });
}
