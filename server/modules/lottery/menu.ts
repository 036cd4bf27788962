import type { LotteryGame as GameView } from '../../../src/core/contract/lottery';
import { playsOf, selectionCount } from '../../../src/core/lottery/plays';
import type { Db } from '../database';
import type { CatalogueLanguage } from '../games/catalogue-language';
import { drawnResult, drawRows } from './draws';
import { LOTTERY_GAMES, type LotteryGame, lotteryGame, PRIZE_MODE_VENDORS, type PrizeMode } from './games';
import { drawsUntil, openDraw } from './schedule';
import type { DrawSeeds } from './seeds';

const POPULAR_DAYS = 7;
/** The recent-games menu lists at most this many. */
export const RECENT_GAMES = 20;

/**
 * The lobby entries of these games, at `at`: the draw open for bets (with its published hash)
 * and the latest draw that has taken place (seed and prizes revealed). Reading creates nothing.
 */
export async function menuEntries(
  db: Db,
  seeds: DrawSeeds,
  games: readonly LotteryGame[],
  language: CatalogueLanguage,
  at: Date,
): Promise<GameView[]> {
  const last = games.map((game) => drawsUntil(game, at, 1)[0]!);
  const rows = await drawRows(
    db,
    last.map((draw) => draw.drawId),
  );
  const open = new Set(rows.filter((row) => row.status === 'open').map((row) => row.draw_id));
  return Promise.all(
    games.map(async (game, index) => {
      const next = openDraw(game, at);
      const previous = last[index]!;
      return {
        gameCode: game.code,
        name: game.names[language],
        prizeMode: game.prizeMode,
        vendorCode: PRIZE_MODE_VENDORS[game.prizeMode],
        format: game.format,
        region: game.region,
        defaultPlayType: game.defaultPlay,
        plays: playsOf(game.format).map((playType) => {
          const odds = game.odds[playType] ?? 0;
          return {
            playType,
            selections: selectionCount(playType),
            oddsMilli: typeof odds === 'number' ? odds : 0,
            oddsBySelection: typeof odds === 'number' ? null : { ...odds },
          };
        }),
        limits: {
          minStake: game.limits.minStake,
          maxStake: game.limits.maxStake,
          maxPerNumber: game.limits.maxPerNumber,
        },
        closeSeconds: game.closeSeconds,
        nextDraw: {
          drawId: next.drawId,
          drawAt: next.drawAt.toISOString(),
          closeAt: next.closeAt.toISOString(),
          hash: seeds.hash(next.drawId),
        },
        lastDraw: await drawnResult(seeds, game, previous, !open.has(previous.drawId), at),
      };
    }),
  );
}

export const gamesOfMode = (prizeMode: PrizeMode | undefined): LotteryGame[] =>
  LOTTERY_GAMES.filter((game) => prizeMode === undefined || game.prizeMode === prizeMode);

/** The lottery games the member bet on, latest first. */
export async function recentGames(db: Db, memberId: number): Promise<LotteryGame[]> {
  const rows = await db
    .selectFrom('lottery_bets')
    .select('game_code')
    .where('member_id', '=', memberId)
    .groupBy('game_code')
    .orderBy((eb) => eb.fn.max('placed_at'), 'desc')
    .limit(RECENT_GAMES)
    .execute();
  return rows.flatMap((row) => lotteryGame(row.game_code) ?? []);
}

/**
 * A prize mode's most bet games of the last 7 days (bets that were not cancelled), topped up
 * with the mode's other games in lobby order: the codes of at most `count` games.
 */
export async function popularLotteryCodes(
  db: Db,
  prizeMode: PrizeMode,
  count: number,
  at: Date,
): Promise<string[]> {
  const games = gamesOfMode(prizeMode);
  const since = new Date(at.getTime() - POPULAR_DAYS * 86_400_000);
  const played = await db
    .selectFrom('lottery_bets')
    .select('game_code')
    .where('placed_at', '>', since)
    .where('status', '!=', 'cancelled')
    .where(
      'game_code',
      'in',
      games.map((game) => game.code),
    )
    .groupBy('game_code')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('game_code')
    .limit(count)
    .execute();
  const codes = played.map((row) => row.game_code);
  for (const game of games) {
    if (codes.length >= count) break;
    if (!codes.includes(game.code)) codes.push(game.code);
  }
  return codes;
}
