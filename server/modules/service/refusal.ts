import { ApiError, type ErrorName } from '../../../src/core/contract/errors';

/** A refusal of a `say` that names it (`ref`, when the page named it), so the page can give its text back. */
export function refusalOf(code: ErrorName, ref: string | undefined, retryAfterMs?: number) {
  return {
    type: 'error' as const,
    code: ApiError.of(code).code,
    ...(ref ? { ref } : {}),
    // Sent too fast: the whole seconds until the window lets a message through again.
    ...(retryAfterMs === undefined ? {} : { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }),
  };
}
