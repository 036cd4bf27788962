import type { FastifyInstance } from 'fastify';
import { headers, tournaments } from '../../../src/core/contract';
import type { Standing } from '../../../src/core/contract/tournaments';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { route } from '../../http/route';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { gameCards } from '../games/catalogue';
import { catalogueLanguage } from '../games/catalogue-language';
import type { CatalogueGame } from '../games/catalogue-snapshot';
import { eligibleGame } from '../games/eligibility';
import { boardTop, mayTakePart, standingOf, type TournamentRow, tournamentView } from './board';

/** Eligible games a tournament page offers to launch. */
export const GAMES_SHOWN = 24;
/** Finished tournaments the list keeps showing (the latest). */
export const FINISHED_SHOWN = 10;
const LOTTERY_TYPE = 'LOTT';

/** Running, upcoming and the latest finished tournaments, in that order (cancelled ones are left out). */
export async function listed(db: Db, at: Date): Promise<TournamentRow[]> {
  const live = await db
    .selectFrom('tournaments')
    .selectAll()
    .where('cancelled_at', 'is', null)
    .where('ends_at', '>', at)
    .orderBy('starts_at')
    .orderBy('id')
    .limit(50)
    .execute();
  const finished = await db
    .selectFrom('tournaments')
    .selectAll()
    .where('cancelled_at', 'is', null)
    .where('ends_at', '<=', at)
    .orderBy('ends_at', 'desc')
    .orderBy('id', 'desc')
    .limit(FINISHED_SHOWN)
    .execute();
  return [
    ...live.filter((row) => row.starts_at <= at),
    ...live.filter((row) => row.starts_at > at),
    ...finished,
  ];
}

export async function tournamentById(db: Db, tournamentId: number): Promise<TournamentRow> {
  const row = await db
    .selectFrom('tournaments')
    .selectAll()
    .where('id', '=', tournamentId)
    .executeTakeFirst();
  if (!row) fail('TOURNAMENT_NOT_FOUND');
  return row;
}

/** The catalogue games a tournament counts (lottery games are launched from the lottery). */
export const eligibleGames = (games: readonly CatalogueGame[], row: TournamentRow): CatalogueGame[] =>
  games.filter(
    (game) =>
      game.isGame === 'GAME' &&
      game.gameType !== LOTTERY_TYPE &&
      eligibleGame(row.eligible, {
        vendorCode: game.vendor.code,
        gameType: game.gameType,
        gameCode: game.code,
      }),
  );

/** Whether a lottery bet counts: the lottery's category or a lottery vendor or game is listed. */
const countsLottery = (row: TournamentRow, lotteryGames: readonly CatalogueGame[]) =>
  row.eligible.categories.includes(LOTTERY_TYPE) ||
  lotteryGames.some((game) =>
    eligibleGame(row.eligible, {
      vendorCode: game.vendor.code,
      gameType: game.gameType,
      gameCode: game.code,
    }),
  );

/**
 * Opts a member in: an opt-in tournament not yet ended nor cancelled, a member who may take part. Rounds
 * settled from now on count. Joining twice keeps the first entry.
 */
export async function join(db: Db, row: TournamentRow, memberId: number, at: Date): Promise<void> {
  if (row.cancelled_at || row.ends_at <= at) fail('TOURNAMENT_ALREADY_ENDED');
  if (row.entry !== 'opt_in') fail('TOURNAMENT_NOT_OPEN');
  if (!(await mayTakePart(db, memberId, at))) fail('TOURNAMENT_NOT_ELIGIBLE');
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('tournament_entries')
      .values({
        tournament_id: row.id,
        member_id: memberId,
        entered_at: at,
        score: 0,
        rounds: 0,
        reached_at: null,
        final_rank: null,
      })
      .onConflict((conflict) => conflict.columns(['tournament_id', 'member_id']).doNothing())
      .execute();
  });
}

/** The member endpoints of the tournament contract. */
export function tournamentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const defaultLanguage = () => ctx.operator.current().languages.default;
  const languageOf = (
    input: { language?: string | undefined },
    request: { headers: Record<string, unknown> },
  ) => catalogueLanguage(input.language, request.headers[headers.language.toLowerCase()]);

  route(app, ctx, tournaments.tournamentList, async (input, call) => {
    const at = now(ctx);
    const language = languageOf(input, call.request);
    const rows = await listed(ctx.db, at);
    return {
      list: await Promise.all(
        rows.map((row) => tournamentView(ctx.db, row, language, defaultLanguage(), at)),
      ),
    };
  });

  route(app, ctx, tournaments.myTournaments, async (_input, call) => {
    const at = now(ctx);
    const rows = await listed(ctx.db, at);
    const list: Standing[] = [];
    for (const row of rows) list.push(await standingOf(ctx.db, row, call.session.memberId, at));
    return { list };
  });

  route(app, ctx, tournaments.tournamentDetail, async (input, call) => {
    const at = now(ctx);
    const language = languageOf(input, call.request);
    const row = await tournamentById(ctx.db, input.tournamentId);
    const catalogue = await ctx.catalogue.latest();
    const games = eligibleGames(catalogue.games, row);
    const lotteryGames = catalogue.games.filter((game) => game.gameType === LOTTERY_TYPE);
    return {
      tournament: await tournamentView(ctx.db, row, language, defaultLanguage(), at),
      minStakeMinor: row.min_stake_minor,
      maxRounds: row.max_rounds,
      prizes: row.prizes,
      games: await gameCards(ctx.db, games.slice(0, GAMES_SHOWN), language, call.session?.memberId ?? null),
      gamesTotal: games.length,
      lottery: countsLottery(row, lotteryGames),
      board: await boardTop(ctx.db, row, at, undefined, call.session?.memberId ?? null),
    };
  });

  route(app, ctx, tournaments.tournamentStanding, async (input, call) => {
    const row = await tournamentById(ctx.db, input.tournamentId);
    return standingOf(ctx.db, row, call.session.memberId, now(ctx));
  });

  route(app, ctx, tournaments.joinTournament, async (input, call) => {
    const at = now(ctx);
    const row = await tournamentById(ctx.db, input.tournamentId);
    await join(ctx.db, row, call.session.memberId, at);
    return standingOf(ctx.db, row, call.session.memberId, at);
  });
}
