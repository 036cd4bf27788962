import type { FastifyInstance } from 'fastify';
import { funds, headers } from '../../../src/core/contract';
import { route, type SignedInCall } from '../../http/route';
import { now, type ServerContext } from '../context';
import { rememberLanguage } from './alerts';
import { memberHistory } from './history';
import { policyOf } from './profiles';
import type { LimitKind } from './rules';
import { setPlaySessionLimits } from './session-limits';
import { sessionSummary } from './session-summary';
import {
  currentSettings,
  type EndGameSessions,
  enterBirthDate,
  exclude,
  pressPanicButton,
  setLimits,
  setRealityCheck,
  setSessionLimit,
} from './settings';
import type { DepositLimits } from './tables';

export function responsibleRoutes(app: FastifyInstance, ctx: ServerContext, endGames: EndGameSessions): void {
  // The site language the member uses: their limit alerts are written in it.
  const remember = (call: SignedInCall) =>
    rememberLanguage(ctx.db, call.session.memberId, call.request.headers[headers.language.toLowerCase()]);
  route(app, ctx, funds.responsible, async (_input, call) => {
    await remember(call);
    return currentSettings(ctx.db, call.session.memberId, now(ctx), policyOf(ctx.operator.current()));
  });
  const saveLimits = async (call: SignedInCall, kind: LimitKind, input: DepositLimits) => {
    const saved = await setLimits(ctx, call.session.memberId, kind, input);
    await remember(call);
    return saved;
  };
  route(app, ctx, funds.setDepositLimits, async (input, call) => saveLimits(call, 'deposit', input));
  route(app, ctx, funds.setLossLimits, async (input, call) => saveLimits(call, 'loss', input));
  route(app, ctx, funds.setWagerLimits, async (input, call) => saveLimits(call, 'wager', input));
  route(app, ctx, funds.setSessionLimit, async (input, call) =>
    setSessionLimit(ctx, call.session.memberId, input.minutes),
  );
  route(app, ctx, funds.setPlaySessionLimits, async (input, call) =>
    setPlaySessionLimits(ctx, call.session, input),
  );
  route(app, ctx, funds.setRealityCheck, async (input, call) =>
    setRealityCheck(ctx, call.session.memberId, input.minutes),
  );
  route(app, ctx, funds.setBirthDate, async (input, call) =>
    enterBirthDate(ctx, call.session.memberId, input.birthDate),
  );
  route(app, ctx, funds.exclude, async (input, call) => {
    await exclude(ctx, call.session.memberId, input, endGames);
    return null;
  });
  route(app, ctx, funds.panicButton, async (_input, call) =>
    pressPanicButton(ctx, call.session.memberId, endGames),
  );
  route(app, ctx, funds.responsibleHistory, async (input, call) =>
    memberHistory(ctx.db, call.session.memberId, input.page, input.pageSize),
  );
  route(app, ctx, funds.sessionSummary, async (_input, call) => {
    await remember(call);
    return sessionSummary(ctx, call.session.memberId, call.session.tokenHash);
  });
}
