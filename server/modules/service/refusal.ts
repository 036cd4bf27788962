import { ApiError, type ErrorName } from '../../../src/core/contract/errors';

/**
 * A refusal of a `say` that names it (`ref`, when the page named it), so the page can give its text back, with the
 * text key of its code (a page's catalogue holds only the codes its code names).
 */
export function refusalOf(name: ErrorName, ref?: string, retryAfterMs?: number) {
  const error = ApiError.of(name);
  return {
    type: 'error' as const,
    code: error.code,
    message: error.key,
    ...(ref ? { ref } : {}),
    // Sent too fast: the whole seconds until the window lets a message through again.
    ...(retryAfterMs === undefined ? {} : { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }),
  };
}
