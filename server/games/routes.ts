import type { FastifyInstance, FastifyReply } from 'fastify';
import { play } from '../../src/core/contract';
import { type CallContext, route } from '../http/route';
import { now, type ServerContext } from '../modules/context';
import { type Product, policyOf } from '../modules/responsible/profiles';
import { playAssets } from './assets';
import { gameBalances, rouletteHistory } from './balances';
import { acceptedLanguage, playLanguage } from './language';
import { contentSecurityPolicy, gamePageHtml, messagePageHtml } from './page';
import { pageData } from './page-data';
import { reopenGame } from './reopen';
import { cryptoRng, type Rng } from './rng';
import { rouletteRound } from './roulette/play';
import { type GameRow, type OutcomeBase, type PlayedRound, playRound, type RoundPlan } from './rounds';
import { redeemLaunch } from './sessions';
import { slotRound } from './slot/play';

const ENGINES: readonly Product[] = ['slot', 'roulette'];

function sendPage(reply: FastifyReply, status: number, frameAncestors: readonly string[], html: string) {
  return reply
    .status(status)
    .header('content-security-policy', contentSecurityPolicy(frameAncestors))
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Who may frame a page that belongs to no known launch: the site and the operator's partner sites. */
const siteAncestors = (ctx: ServerContext): string[] => [
  new URL(ctx.publicUrl).origin,
  ...ctx.operator.current().corsOrigins,
];

/**
 * The built-in games: each game page (opened once by its launch token), the pages' own
 * scripts and styles, and the spin and reopen calls the pages make with their game session.
 */
export function playRoutes(app: FastifyInstance, ctx: ServerContext, rng: Rng = cryptoRng): void {
  for (const engine of ENGINES) {
    app.get<{ Querystring: { launch?: unknown } }>(`/play/${engine}`, async (request, reply) => {
      const at = now(ctx);
      const policy = policyOf(ctx.operator.current());
      const redeemed = await redeemLaunch(
        ctx.db,
        request.query.launch,
        engine,
        at,
        policy.profile.parallelPlay,
      );
      if (redeemed.kind !== 'opened') {
        const language = redeemed.launch
          ? playLanguage(redeemed.launch.language)
          : acceptedLanguage(request.headers['accept-language']);
        const ended = redeemed.kind === 'ended';
        return sendPage(
          reply,
          410,
          redeemed.launch ? [redeemed.launch.parent_origin] : siteAncestors(ctx),
          messagePageHtml(
            language,
            ended ? 'play_ended_title' : 'play_expired_title',
            ended ? 'err_game_session_ended' : 'err_launch_expired',
          ),
        );
      }
      const data = await pageData(ctx.db, redeemed, engine, policy, at);
      return sendPage(
        reply,
        200,
        [redeemed.launch.parent_origin],
        gamePageHtml({ engine, language: data.language, title: data.gameName, data }),
      );
    });
  }

  app.get<{ Params: { name: string }; Querystring: { v?: unknown } }>(
    '/play/assets/:name',
    async (request, reply) => {
      const asset = playAssets.get(request.params.name);
      if (!asset) return reply.callNotFound();
      // A versioned address never changes content; anything else revalidates.
      const current = request.query.v === asset.version;
      return reply
        .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .type(asset.type)
        .send(asset.body);
    },
  );

  const sessionToken = (headers: Record<string, unknown>) => headers[play.GAME_SESSION_HEADER.toLowerCase()];

  /**
   * Plays one round on the call's game session and answers what the engine says of it, with the
   * spin's id and the wallets after it.
   */
  async function spin<O extends OutcomeBase, A extends object>(
    call: CallContext,
    engine: Product,
    spinId: string,
    plan: (game: GameRow) => RoundPlan<O>,
    answer: (round: PlayedRound<O>) => A | Promise<A>,
  ) {
    const at = now(ctx);
    const round = await playRound(ctx.db, rng, {
      token: sessionToken(call.request.headers),
      engine,
      policy: policyOf(ctx.operator.current()),
      spinId,
      at,
      roundSettled: ctx.hooks.roundSettled,
      plan,
    });
    const { member_id, vendor_code } = round.session;
    return { spinId, ...(await answer(round)), ...(await gameBalances(ctx.db, member_id, vendor_code, at)) };
  }

  route(app, ctx, play.slotSpin, (input, call) =>
    spin(
      call,
      'slot',
      input.spinId,
      (game) => slotRound(game, input),
      ({ outcome }) => ({
        paytableVersion: outcome.paytableVersion,
        stake: outcome.stake,
        payout: outcome.payout,
        reels: outcome.grid,
        wins: outcome.wins.map(({ line, symbol, count, multiplier }) => ({
          line,
          symbol,
          count,
          multiplier,
        })),
      }),
    ),
  );

  route(app, ctx, play.rouletteSpin, (input, call) =>
    spin(
      call,
      'roulette',
      input.spinId,
      (game) => rouletteRound(game, input),
      async ({ outcome, session }) => ({
        rulesVersion: outcome.rulesVersion,
        number: outcome.number,
        colour: outcome.colour,
        bets: outcome.bets,
        stake: outcome.stake,
        payout: outcome.payout,
        history: await rouletteHistory(ctx.db, session.member_id, session.game_code),
      }),
    ),
  );

  route(app, ctx, play.reopenGame, async (input, call) => {
    const at = now(ctx);
    const session = await reopenGame(ctx.db, {
      token: sessionToken(call.request.headers),
      reopenId: input.reopenId,
      at,
      policy: policyOf(ctx.operator.current()),
    });
    return gameBalances(ctx.db, session.member_id, session.vendor_code, at);
  });
}
