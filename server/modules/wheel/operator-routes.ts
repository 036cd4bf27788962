import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../../src/core/contract';
import { isApiError, sendFailure, success } from '../../http/envelope';
import { now, type ServerContext } from '../context';
import type { OperatorGate } from '../operator/routes';
import { operatorWheel, setWheel } from './definition';

/**
 * The operator's wheel (`/operator/api/wheel`, behind the operator gate): show it with today's pools (the
 * brand's day, operator config `responsibleGaming.timeZone`), define or replace it.
 */
export function wheelOperatorRoutes(app: FastifyInstance, ctx: ServerContext, gate: OperatorGate): void {
  const timeZone = () => ctx.operator.current().responsibleGaming.timeZone;
  const guarded =
    (work: (request: FastifyRequest) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const refused = await gate(request, reply, true);
      if (refused) return refused;
      try {
        return success(await work(request));
      } catch (error) {
        if (isApiError(error)) return sendFailure(reply, error as ApiError);
        throw error;
      }
    };

  app.get(
    '/operator/api/wheel',
    guarded(async () => operatorWheel(ctx.db, now(ctx), timeZone())),
  );
  app.post(
    '/operator/api/wheel',
    guarded(async (request) => {
      const at = now(ctx);
      await setWheel(ctx.db, request.body, at);
      return operatorWheel(ctx.db, at, timeZone());
    }),
  );
}
