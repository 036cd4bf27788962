import type { FastifyInstance } from 'fastify';
import { agents, headers } from '../../../src/core/contract';
import type { ContractKind } from '../../../src/core/contract/agents';
import { route } from '../../http/route';
import { now, type ServerContext } from '../context';
import { realMemberOf } from '../member/guard';
import { languageKeys } from '../system/language';
import { contractsOfAgent, decideContract, offerContract, pendingFor } from './contracts';
import { incomeLines, payOutIncome } from './income';
import { incomeRounds } from './income-rounds';

/** The downline's accept/reject call of each kind (spec §7). */
const decisions = [
  [agents.processDividend, 'dividend'],
  [agents.processDailySalary, 'dailySalary'],
  [agents.processHourlySalary, 'hourlySalary'],
  [agents.processRealtimeSalary, 'realtimeSalary'],
] as const satisfies readonly (readonly [unknown, ContractKind])[];

/**
 * Contracts (offers by agents to their direct children, and each member's decisions on its
 * own offers) and income (settlement lines, drill-down to rounds, payout to the main wallet).
 * Offers and the contracts view are for agents; a plain member can hold a contract too, so
 * decisions and income are open to every real member, each on its own data only.
 */
export function agentContractRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const language = (call: { request: { headers: Record<string, unknown> } }) =>
    languageKeys(call.request.headers[headers.language.toLowerCase()])?.at(-1) ?? 'en';

  route(app, ctx, agents.contracts, async (input, call) => contractsOfAgent(ctx, call, input));
  route(app, ctx, agents.offerContract, async (input, call) => offerContract(ctx, call, input));
  route(app, ctx, agents.pendingContracts, async (_input, call) => ({
    list: await pendingFor(ctx.db, call.session.memberId),
  }));
  route(app, ctx, agents.dividendRequest, async (_input, call) => ({
    list: await pendingFor(ctx.db, call.session.memberId, 'dividend'),
  }));
  for (const [endpoint, kind] of decisions) {
    route(app, ctx, endpoint, async (input, call) => {
      const member = await realMemberOf(ctx.db, call);
      return decideContract(ctx, member.id, kind, input);
    });
  }

  route(app, ctx, agents.income, async (input, call) => {
    const member = await realMemberOf(ctx.db, call);
    return incomeLines(ctx.db, member.id, input, language(call));
  });
  route(app, ctx, agents.incomeRounds, async (input, call) => {
    const member = await realMemberOf(ctx.db, call);
    return incomeRounds(ctx.db, member.id, input, language(call));
  });
  route(app, ctx, agents.incomePayout, async (input, call) => {
    const member = await realMemberOf(ctx.db, call);
    return payOutIncome(ctx.db, member.id, input, call.idempotencyKey, now(ctx));
  });
}
