import type { FastifyReply } from 'fastify';
import { ApiError, type Envelope, type ErrorName, errorNameOf, errors } from '../../src/core/contract';

export function success<T>(value: T): Envelope<T> {
  return { code: errors.OK.code, message: errors.OK.key, value };
}

export function statusOf(error: ApiError): number {
  const status: number = errors[errorNameOf(error.code)].status;
  return status >= 400 ? status : 500;
}

/** Seconds a refusal tells the client to wait (`value.retryAfterSeconds`), if it says. */
function retryAfterOf(error: ApiError): number | null {
  const seconds = (error.value as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** Sends a failure envelope with the catalogue's HTTP status (and Retry-After when it says when). */
export function sendFailure(reply: FastifyReply, error: ApiError): FastifyReply {
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== null) reply.header('Retry-After', String(retryAfter));
  const body: Envelope<unknown> = {
    code: error.code,
    message: error.key,
    value: error.value ?? null,
    ...(error.fields ? { fields: error.fields } : {}),
  };
  return reply.status(statusOf(error)).type('application/json; charset=utf-8').send(body);
}

export function fail(name: ErrorName, value: unknown = null, fields?: Record<string, string>): never {
  throw ApiError.of(name, value, fields);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error as { name?: string } | null)?.name === 'ApiError';
}
