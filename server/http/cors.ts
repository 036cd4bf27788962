import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { headers } from '../../src/core/contract';
import type { OperatorConfigSource } from '../config/operator';

/** Partner origins from the operator config may call the API (JWE bodies included). */
export async function installCors(app: FastifyInstance, operator: OperatorConfigSource): Promise<void> {
  await app.register(cors, {
    origin: (origin, callback) => {
      callback(null, !!origin && operator.current().corsOrigins.includes(origin));
    },
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      headers.token,
      headers.language,
      headers.version,
      headers.idempotencyKey,
      'Content-Type',
    ],
    exposedHeaders: [headers.replayNonce],
    maxAge: 600,
  });
}
