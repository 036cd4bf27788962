import type { FastifyInstance } from 'fastify';
import { jackpots as contract, headers } from '../../../src/core/contract';
import { fail } from '../../http/envelope';
import { route } from '../../http/route';
import type { ServerContext } from '../context';
import { catalogueLanguage } from '../games/catalogue-language';
import { profileOf } from '../responsible/profiles';
import { activePots, contributionsOf, cycleOf, detailOf, jackpotView, potById } from './views';

/** Whether the brand's jurisdiction profile lets it offer jackpots (de does not). */
export const jackpotsOffered = (ctx: ServerContext): boolean => profileOf(ctx.operator.current()).jackpots;

/** The public endpoints of the jackpot contract. */
export function jackpotRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const languageOf = async (
    input: { language?: string | undefined },
    request: { headers: Record<string, unknown> },
  ) => ({
    language: catalogueLanguage(input.language, request.headers[headers.language.toLowerCase()]),
    defaultLanguage: ctx.operator.current().languages.default,
    catalogue: await ctx.catalogue.latest(),
  });
  const offered = () => {
    if (!jackpotsOffered(ctx)) fail('JACKPOTS_OFF');
  };

  route(app, ctx, contract.jackpotList, async (input, call) => {
    if (!jackpotsOffered(ctx)) return { enabled: false, list: [] };
    const lang = await languageOf(input, call.request);
    const pots = await activePots(ctx.db);
    return { enabled: true, list: await Promise.all(pots.map((pot) => jackpotView(ctx.db, pot, lang))) };
  });

  route(app, ctx, contract.jackpotDetail, async (input, call) => {
    offered();
    const pot = await potById(ctx.db, input.jackpotId);
    return detailOf(ctx.db, pot, await languageOf(input, call.request));
  });

  route(app, ctx, contract.jackpotCycleDetail, async (input) => {
    offered();
    return cycleOf(ctx.db, await potById(ctx.db, input.jackpotId), input.cycle);
  });

  route(app, ctx, contract.jackpotContributions, async (input) => {
    offered();
    const pot = await potById(ctx.db, input.jackpotId);
    return contributionsOf(ctx.db, pot, input.cycle, input.page, input.pageSize);
  });
}
