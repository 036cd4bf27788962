import type { games, ResponseOf } from '../../../src/core/contract';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import { gameCards, gamesByCodes } from './catalogue';
import type { CatalogueLanguage } from './catalogue-language';
import type { Catalogue } from './catalogue-snapshot';

/** How many games the recently-played list holds. */
export const RECENT_SIZE = 20;

/** Codes of the member's favourite games, newest first. */
export async function favouriteCodes(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('favourite_games')
    .select('game_code')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('game_code')
    .execute();
  return rows.map((row) => row.game_code);
}

export async function favouriteGames(
  db: Db,
  catalogue: Catalogue,
  memberId: number,
  language: CatalogueLanguage,
): Promise<ResponseOf<typeof games.favouriteGames>> {
  const list = gamesByCodes(catalogue, await favouriteCodes(db, memberId));
  return { list: await gameCards(db, list, language, memberId, true) };
}

/** Marks or unmarks one game; doing it twice leaves the same state. An unknown game is NOT_FOUND. */
export async function setFavourite(
  db: Db,
  memberId: number,
  gameCode: string,
  favourite: boolean,
  at: Date,
): Promise<ResponseOf<typeof games.setFavourite>> {
  const game = await db.selectFrom('games').select('code').where('code', '=', gameCode).executeTakeFirst();
  if (!game) fail('NOT_FOUND');
  if (favourite) {
    await db
      .insertInto('favourite_games')
      .values({ member_id: memberId, game_code: game.code, created_at: at })
      .onConflict((conflict) => conflict.columns(['member_id', 'game_code']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('favourite_games')
      .where('member_id', '=', memberId)
      .where('game_code', '=', game.code)
      .execute();
  }
  return { gameCode: game.code, favourite };
}

/** Codes of the games the member launched, each once, last launched first. */
export async function launchedCodes(db: Db, memberId: number, limit?: number): Promise<string[]> {
  let query = db
    .selectFrom('game_launches')
    .select(['game_code', (eb) => eb.fn.max('created_at').as('last_at')])
    .where('member_id', '=', memberId)
    .groupBy('game_code')
    .orderBy('last_at', 'desc')
    .orderBy('game_code');
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).map((row) => row.game_code);
}

/** The games the member launched, each once, last launched first. */
export async function recentGames(
  db: Db,
  catalogue: Catalogue,
  memberId: number,
  language: CatalogueLanguage,
): Promise<ResponseOf<typeof games.recentGames>> {
  const list = gamesByCodes(catalogue, await launchedCodes(db, memberId, RECENT_SIZE));
  return { list: await gameCards(db, list, language, memberId) };
}
