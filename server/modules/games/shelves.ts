import { sql } from 'kysely';
import type { games, ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import type { Game } from '../../../src/core/contract/games';
import type { Db } from '../../db/connection';
import { catalogueQuery, gamesByCodes, toGame } from './catalogue';
import type { CatalogueLanguage } from './catalogue-language';

/** The hot list is a shelf, not a lobby: this many cards at most. */
export const HOT_LIST_SIZE = 60;
/** Cards per vendor lane of new games. */
export const NEW_LANE_SIZE = 20;
const POPULAR_DAYS = 7;

/**
 * Hot top-level games, taking each vendor's first hot game in turn (hot vendors first), so
 * one large vendor does not fill the shelf.
 */
async function hotRows(
  db: Db,
  language: CatalogueLanguage,
  memberId: number | null,
  options: { vassalage?: string; exclude?: string[]; limit: number; launchableOnly?: boolean },
) {
  let query = catalogueQuery(db, language, memberId)
    .where('g.is_hot', '=', true)
    .where('g.parent_code', 'is', null);
  if (options.vassalage) query = query.where('v.vassalage', '=', options.vassalage);
  if (options.exclude && options.exclude.length > 0) query = query.where('g.code', 'not in', options.exclude);
  if (options.launchableOnly) query = query.where('g.maintenance', '=', false);
  return query
    .orderBy(sql`row_number() over (partition by g.vendor_code order by g.sort)`)
    .orderBy('v.is_hot', 'desc')
    .orderBy('v.sort')
    .limit(options.limit)
    .execute();
}

export async function hotGames(
  db: Db,
  input: ParsedRequestOf<typeof games.hotGames>,
  language: CatalogueLanguage,
  memberId: number | null,
): Promise<ResponseOf<typeof games.hotGames>> {
  const rows = await hotRows(db, language, memberId, { vassalage: input.vassalage, limit: HOT_LIST_SIZE });
  return { list: rows.map((row) => toGame(row, language)) };
}

/**
 * The most launched games of the last 7 days, most launches first, topped up with hot games
 * that can be launched. Lottery prize modes have no games until the lottery exists.
 */
export async function popularGames(
  db: Db,
  input: ParsedRequestOf<typeof games.popularGames>,
  language: CatalogueLanguage,
  memberId: number | null,
  at: Date,
): Promise<ResponseOf<typeof games.popularGames>> {
  if (input.prizeMode) return { list: [] };
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
  const popular = await gamesByCodes(
    db,
    launched.map((row) => row.game_code),
    language,
    memberId,
  );
  if (popular.length >= input.count) return { list: popular };
  const topUp = await hotRows(db, language, memberId, {
    exclude: popular.map((game) => game.code),
    limit: input.count - popular.length,
    launchableOnly: true,
  });
  return { list: [...popular, ...topUp.map((row) => toGame(row, language))] };
}

/** One lane per vendor with new games, in vendor order, each with its first new games. */
export async function newGameLanes(
  db: Db,
  language: CatalogueLanguage,
  memberId: number | null,
): Promise<ResponseOf<typeof games.newGameVendor>> {
  const rows = await catalogueQuery(db, language, memberId)
    .select(sql<number>`row_number() over (partition by g.vendor_code order by g.sort)`.as('rank'))
    .where('g.is_new', '=', true)
    .where('g.parent_code', 'is', null)
    .orderBy('v.sort')
    .orderBy('g.sort')
    .execute();
  const lanes: { vendorCode: string; displayName: string; games: Game[] }[] = [];
  for (const row of rows) {
    if (Number(row.rank) > NEW_LANE_SIZE) continue;
    let lane = lanes.at(-1);
    if (lane?.vendorCode !== row.vendor_code) {
      lane = { vendorCode: row.vendor_code, displayName: row.vendor_name, games: [] };
      lanes.push(lane);
    }
    lane.games.push(toGame(row, language));
  }
  return { data: { lanes } };
}
