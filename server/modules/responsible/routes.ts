import type { FastifyInstance } from 'fastify';
import { funds } from '../../../src/core/contract';
import { now, type ServerContext } from '../../context';
import { route } from '../../http/route';
import { responsibleState } from './rules';
import { sessionSummary } from './session-summary';
import { exclude, setDepositLimits, setRealityCheck, settingsView } from './settings';

export function responsibleRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, funds.responsible, async (_input, call) => {
    const at = now(ctx);
    return settingsView(await responsibleState(ctx.db, call.session!.memberId, at), at);
  });
  route(app, ctx, funds.setDepositLimits, async (input, call) =>
    setDepositLimits(ctx, call.session!.memberId, input),
  );
  route(app, ctx, funds.setRealityCheck, async (input, call) =>
    setRealityCheck(ctx, call.session!.memberId, input.minutes),
  );
  route(app, ctx, funds.exclude, async (input, call) => {
    await exclude(ctx, call.session!.memberId, input);
    return null;
  });
  route(app, ctx, funds.sessionSummary, async (_input, call) =>
    sessionSummary(ctx, call.session!.memberId, call.session!.tokenHash),
  );
}
