import { ApiError } from '../contract/errors';

/** The platform's answer: `{ code, message, value, fields }`, code 0 on success. */
function isEnvelope(
  body: unknown,
): body is { code: number; message?: string; value?: unknown; fields?: Record<string, string> } {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/** The answer's value, or the `ApiError` its envelope (or, without one, its status) stands for. */
export function unwrap(body: unknown, status: number): unknown {
  if (!isEnvelope(body)) throw ApiError.of(status === 404 ? 'INVALID_URL' : 'UNKNOWN');
  if (body.code !== 0) throw new ApiError(body.code, body.message, body.value ?? null, body.fields);
  return body.value ?? null;
}
