import { sql } from 'kysely';
import type { games, ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import type { Game, PrizeMode } from '../../../src/core/contract/games';
import type { Db } from '../database';
import { gameCards, gamesByCodes } from './catalogue';
import type { CatalogueLanguage } from './catalogue-language';
import type { Catalogue, CatalogueGame } from './catalogue-snapshot';

/** The hot list is a shelf, not a lobby: this many cards at most. */
export const HOT_LIST_SIZE = 60;
/** Cards per vendor lane of new games. */
export const NEW_LANE_SIZE = 20;
const POPULAR_DAYS = 7;

/**
 * Hot top-level games, taking each vendor's first hot game in turn (hot vendors first), so
 * one large vendor does not fill the shelf.
 */
function hotShelf(
  catalogue: Catalogue,
  options: { vassalage?: string; exclude?: readonly string[]; limit: number; launchableOnly?: boolean },
): CatalogueGame[] {
  const excluded = new Set(options.exclude);
  const turns = new Map<string, number>();
  const ranked: { game: CatalogueGame; turn: number }[] = [];
  // Lobby order, so each vendor's games come in its own order.
  for (const game of catalogue.games) {
    if (!game.isHot || game.parentCode !== null || excluded.has(game.code)) continue;
    if (options.vassalage && game.vendor.vassalage !== options.vassalage) continue;
    if (options.launchableOnly && game.maintenance) continue;
    const turn = (turns.get(game.vendor.code) ?? 0) + 1;
    turns.set(game.vendor.code, turn);
    ranked.push({ game, turn });
  }
  ranked.sort(
    (a, b) =>
      a.turn - b.turn ||
      Number(b.game.vendor.is_hot) - Number(a.game.vendor.is_hot) ||
      a.game.vendor.sort - b.game.vendor.sort,
  );
  return ranked.slice(0, options.limit).map((entry) => entry.game);
}

export async function hotGames(
  db: Db,
  catalogue: Catalogue,
  input: ParsedRequestOf<typeof games.hotGames>,
  language: CatalogueLanguage,
  memberId: number | null,
): Promise<ResponseOf<typeof games.hotGames>> {
  const list = hotShelf(catalogue, { vassalage: input.vassalage, limit: HOT_LIST_SIZE });
  return { list: await gameCards(db, list, language, memberId) };
}

/** The codes of a lottery prize mode's popular games, at most `count`: the lottery module answers it. */
export type PopularLotteryCodes = (prizeMode: PrizeMode, count: number, at: Date) => Promise<string[]>;

/**
 * The most launched games of the last 7 days, most launches first, topped up with hot games
 * that can be launched; with a prize mode, that lottery mode's popular games.
 */
export async function popularGames(
  db: Db,
  catalogue: Catalogue,
  input: ParsedRequestOf<typeof games.popularGames>,
  language: CatalogueLanguage,
  memberId: number | null,
  at: Date,
  lotteryCodes: PopularLotteryCodes,
): Promise<ResponseOf<typeof games.popularGames>> {
  if (input.prizeMode) {
    const codes = await lotteryCodes(input.prizeMode, input.count, at);
    return { list: await gameCards(db, gamesByCodes(catalogue, codes), language, memberId) };
  }
  const since = new Date(at.getTime() - POPULAR_DAYS * 86_400_000);
  const launched = await db
    .selectFrom('game_launches')
    .select('game_code')
    .where('created_at', '>', since)
    .groupBy('game_code')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`max(created_at)`, 'desc')
    .limit(input.count)
    .execute();
  const popular = gamesByCodes(
    catalogue,
    launched.map((row) => row.game_code),
  );
  const topUp =
    popular.length >= input.count
      ? []
      : hotShelf(catalogue, {
          exclude: popular.map((game) => game.code),
          limit: input.count - popular.length,
          launchableOnly: true,
        });
  return { list: await gameCards(db, [...popular, ...topUp], language, memberId) };
}

/** One lane per vendor with new games, in vendor order, each with its first new games. */
export async function newGameLanes(
  db: Db,
  catalogue: Catalogue,
  language: CatalogueLanguage,
  memberId: number | null,
): Promise<ResponseOf<typeof games.newGameVendor>> {
  const shown: CatalogueGame[] = [];
  const perVendor = new Map<string, number>();
  for (const game of catalogue.games) {
    if (!game.isNew || game.parentCode !== null) continue;
    const count = perVendor.get(game.vendor.code) ?? 0;
    if (count >= NEW_LANE_SIZE) continue;
    perVendor.set(game.vendor.code, count + 1);
    shown.push(game);
  }
  const cards = await gameCards(db, shown, language, memberId);
  const lanes: { vendorCode: string; displayName: string; games: Game[] }[] = [];
  shown.forEach((game, index) => {
    let lane = lanes.at(-1);
    if (lane?.vendorCode !== game.vendor.code) {
      lane = { vendorCode: game.vendor.code, displayName: game.vendor.display_name, games: [] };
      lanes.push(lane);
    }
    lane.games.push(cards[index]!);
  });
  return { data: { lanes } };
}
