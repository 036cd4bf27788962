import type { FastifyInstance } from 'fastify';
import { headers, join } from '../../../src/core/contract';
import { route } from '../../http/route';
import type { ServerContext } from '../context';
import { agentApplicationDecisions, applyToJoin, latestApplication, programmeFor } from './join';

/** The agent programme (/join): its description, members' applications, and the operator's decisions on them. */
export function agentJoinRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, join.programme, async (_input, call) =>
    programmeFor(ctx, call.request.headers[headers.language.toLowerCase()]),
  );
  route(app, ctx, join.myApplication, async (_input, call) =>
    latestApplication(ctx.db, call.session.memberId),
  );
  route(app, ctx, join.apply, async (input, call) => applyToJoin(ctx, call, input));
  ctx.decisions.register(agentApplicationDecisions(ctx));
}
