import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from '../../src/core/contract';
import { isApiError, sendFailure } from './envelope';

/**
 * Every failure leaves as an envelope: thrown ApiErrors with their catalogue status,
 * body-parser refusals as MALFORMED_BODY / BODY_TOO_LARGE, anything else as UNKNOWN 500
 * (logged without the request body).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (isApiError(error)) return sendFailure(reply, error);
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) return sendFailure(reply, ApiError.of('BODY_TOO_LARGE'));
    if (status === 404) return sendFailure(reply, ApiError.of('NOT_FOUND'));
    if (status >= 400 && status < 500) return sendFailure(reply, ApiError.of('MALFORMED_BODY'));
    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, ApiError.of('UNKNOWN'));
  });
}
