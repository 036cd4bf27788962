import type { FastifyInstance } from 'fastify';
import { agents, headers } from '../../../src/core/contract';
import { route } from '../../http/route';
import type { ServerContext } from '../context';
import { languageKeys } from '../system/language';
import { transferToDownlineMember } from './downline-transfer';
import { agentOf, downlineByAccount } from './guard';
import { registerDownline } from './register-downline';
import { teamBets } from './team-bets';
import { teamMembers } from './team-members';
import { teamOverview } from './team-overview';
import { teamProfit } from './team-profit';
import { agentTransactions } from './transactions';

/** The language a request asks for ("pt-BR" -> "pt"), English by default. */
function languageOf(value: unknown): string {
  return languageKeys(value)?.at(-1) ?? 'en';
}

/**
 * The agent's tree, team reports, downline registration, transfers and transaction details.
 * Every handler starts with agentOf (agents only) and scopes to the caller's own subtree; an
 * account a report names is checked to be in that subtree first.
 */
export function agentTeamRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, agents.teamOverview, async (input, call) => {
    const agent = await agentOf(ctx, call);
    return teamOverview(ctx.db, agent.id, input);
  });
  route(app, ctx, agents.teamMembers, async (input, call) => {
    const agent = await agentOf(ctx, call);
    return teamMembers(ctx.db, agent.id, input);
  });
  route(app, ctx, agents.teamBets, async (input, call) => {
    const agent = await agentOf(ctx, call);
    const member = input.account
      ? await downlineByAccount(ctx.db, agent.id, input.account, { call })
      : undefined;
    return teamBets(ctx.db, agent.id, input, {
      language: languageOf(call.request.headers[headers.language.toLowerCase()]),
      ...(member ? { memberId: member.id } : {}),
    });
  });
  route(app, ctx, agents.teamProfit, async (input, call) => {
    const agent = await agentOf(ctx, call);
    const member = input.account
      ? await downlineByAccount(ctx.db, agent.id, input.account, { call })
      : undefined;
    return teamProfit(ctx.db, agent.id, input, member ? { memberId: member.id } : {});
  });
  route(app, ctx, agents.transactions, async (input, call) => {
    const agent = await agentOf(ctx, call);
    return agentTransactions(ctx.db, agent.id, input);
  });
  // The registration keeps its own idempotency record: the one-time password must not be stored in clear.
  route(app, ctx, { ...agents.registerDownline, idempotent: false }, async (input, call) =>
    registerDownline(ctx, call, input),
  );
  route(app, ctx, agents.transferToDownline, async (input, call) =>
    transferToDownlineMember(ctx, call, input),
  );
}
