import type { FastifyInstance } from 'fastify';
import { headers, lottery } from '../../../src/core/contract';
import { fail } from '../../http/envelope';
import { type CallContext, route } from '../../http/route';
import { now, type ServerContext } from '../context';
import { catalogueLanguage } from '../games/catalogue-language';
import { policyOf } from '../responsible/profiles';
import { assertSessionLimitsSet } from '../responsible/session-limits';
import { cancelBet, placeBets } from './bets';
import { latestResults } from './draws';
import { lotteryGame } from './games';
import { memberBets } from './member-bets';
import { gamesOfMode, menuEntries, recentGames } from './menu';
import type { DrawSeeds } from './seeds';

const languageOf = (input: { language?: string }, call: CallContext) =>
  catalogueLanguage(input.language, call.request.headers[headers.language.toLowerCase()]);

/** The lottery's calls: menus, results, the member's bets, placing and cancelling bets. */
export function lotteryRoutes(app: FastifyInstance, ctx: ServerContext, seeds: DrawSeeds): void {
  const db = ctx.db;
  route(app, ctx, lottery.gameMenu, async (input, call) => ({
    serverTime: now(ctx).toISOString(),
    list: await menuEntries(db, seeds, gamesOfMode(input.prizeMode), languageOf(input, call), now(ctx)),
  }));
  route(app, ctx, lottery.recentGameMenu, async (input, call) => ({
    serverTime: now(ctx).toISOString(),
    list: await menuEntries(
      db,
      seeds,
      await recentGames(db, call.session.memberId),
      languageOf(input, call),
      now(ctx),
    ),
  }));
  route(app, ctx, lottery.openedNumbers, async (input) => {
    const game = lotteryGame(input.gameCode);
    if (!game) fail('NOT_FOUND');
    return { list: await latestResults(db, seeds, game, input.count, now(ctx)) };
  });
  route(app, ctx, lottery.memberBets, async (input, call) =>
    memberBets(db, seeds, call.session.memberId, input, now(ctx)),
  );
  route(app, ctx, lottery.placeBets, async (input, call) => {
    // Where the profile asks for them (es), a bet needs this session's own time and loss limits first.
    await assertSessionLimitsSet(ctx, call.session.tokenHash);
    return placeBets(db, seeds, {
      memberId: call.session.memberId,
      gameCode: input.gameCode,
      drawId: input.drawId,
      bets: input.bets,
      slipKey: call.idempotencyKey,
      at: now(ctx),
      policy: policyOf(ctx.operator.current()),
    });
  });
  route(app, ctx, lottery.cancelBet, async (input, call) =>
    cancelBet(db, seeds, { memberId: call.session.memberId, betId: input.betId, at: now(ctx) }),
  );
}
