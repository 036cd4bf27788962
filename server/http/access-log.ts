import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * The server's request logging: one line per answered request (method, path — never the query, which can
 * carry a reset token — status and time) instead of Fastify's two, or none when the access log is off.
 * A request that failed is logged with its error either way.
 */
export class AccessLog extends LogController {
  constructor(private readonly enabled: boolean) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else if (this.enabled) reply.log.info(line, 'request');
  }
}
