import type { FastifyInstance } from 'fastify';
import { games, headers } from '../../../src/core/contract';
import type { CallContext, SignedInCall } from '../../http/route';
import { route } from '../../http/route';
import { now, type ServerContext } from '../context';
import { catalogueLanguage } from './catalogue-language';
import { listGames } from './game-list';
import { favouriteCodes, favouriteGames, recentGames, setFavourite } from './member-games';
import { gameMenus } from './menus';
import { roomList } from './rooms';
import { hotGames, newGameLanes, type PopularLotteryCodes, popularGames } from './shelves';
import { vassalageGames } from './sub-games';
import { thumbnailRoutes } from './thumbnails';
import { winners } from './winners';

/** The request's `language`, else its Language header, else the brand default. */
const languageOf = (input: { language?: string }, call: CallContext) =>
  catalogueLanguage(input.language, call.request.headers[headers.language.toLowerCase()]);

const memberOf = (call: CallContext) => call.session?.memberId ?? null;
const signedIn = (call: SignedInCall) => call.session.memberId;

/**
 * The catalogue calls (lists, favourites, recent games, rooms, winners) and the game artwork.
 * The lottery, a later module, says which of its games are popular.
 */
export function gamesRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  lotteryCodes: PopularLotteryCodes,
): void {
  const db = ctx.db;
  const catalogue = () => ctx.catalogue.latest();
  // Public lists that mark the favourites of a member who sends a valid token.
  const withSession = { optionalSession: true };
  // Loaded before the first call rather than by it.
  app.addHook('onReady', async () => {
    await ctx.catalogue.latest();
  });

  route(app, ctx, games.gameMenus, async () => gameMenus(await catalogue()));
  route(
    app,
    ctx,
    games.gameList,
    async (input, call) => listGames(db, await catalogue(), input, languageOf(input, call), memberOf(call)),
    withSession,
  );
  route(
    app,
    ctx,
    games.hotGames,
    async (input, call) => hotGames(db, await catalogue(), input, languageOf(input, call), memberOf(call)),
    withSession,
  );
  route(
    app,
    ctx,
    games.popularGames,
    async (input, call) =>
      popularGames(
        db,
        await catalogue(),
        input,
        languageOf(input, call),
        memberOf(call),
        now(ctx),
        lotteryCodes,
      ),
    withSession,
  );
  route(
    app,
    ctx,
    games.newGameVendor,
    async (input, call) => newGameLanes(db, await catalogue(), languageOf(input, call), memberOf(call)),
    withSession,
  );
  route(app, ctx, games.vassGameType, async (input, call) =>
    vassalageGames(db, await catalogue(), input.gameCode, languageOf(input, call), signedIn(call)),
  );

  route(app, ctx, games.favouriteCodes, async (_input, call) => ({
    list: await favouriteCodes(db, signedIn(call)),
  }));
  route(app, ctx, games.favouriteGames, async (input, call) =>
    favouriteGames(db, await catalogue(), signedIn(call), languageOf(input, call)),
  );
  route(app, ctx, games.setFavourite, async (input, call) =>
    setFavourite(db, signedIn(call), input.gameCode, input.favourite, now(ctx)),
  );
  route(app, ctx, games.recentGames, async (input, call) =>
    recentGames(db, await catalogue(), signedIn(call), languageOf(input, call)),
  );
  route(app, ctx, games.roomList, async (input, call) =>
    roomList(db, input.vendorCode, languageOf(input, call), now(ctx)),
  );
  route(app, ctx, games.rankList, async (input, call) => winners(db, input, languageOf(input, call)));

  thumbnailRoutes(app, ctx);
}
