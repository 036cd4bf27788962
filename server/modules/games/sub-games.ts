import type { games, ResponseOf } from '../../../src/core/contract';
import type { Db } from '../../db/connection';
import { fail } from '../../http/envelope';
import { catalogueQuery, gameImage, toGame } from './catalogue';
import type { CatalogueLanguage } from './catalogue-language';

/** A VASSALAGE game and its sub-games in order (the game popup); any other code is NOT_FOUND. */
export async function vassalageGames(
  db: Db,
  gameCode: string,
  language: CatalogueLanguage,
  memberId: number,
): Promise<ResponseOf<typeof games.vassGameType>> {
  const parent = await catalogueQuery(db, language, memberId)
    .where('g.code', '=', gameCode)
    .executeTakeFirst();
  if (parent?.is_game !== 'VASSALAGE') fail('NOT_FOUND');
  const subGames = await catalogueQuery(db, language, memberId)
    .where('g.parent_code', '=', parent.code)
    .orderBy('g.sort')
    .orderBy('g.code')
    .execute();
  return {
    game: toGame(parent, language),
    list: subGames.map((row) => ({
      code: row.code,
      name: row.name,
      image: gameImage(row.code, language),
      minBet: Number(row.min_bet_minor),
    })),
  };
}
