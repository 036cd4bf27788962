import type { games, ResponseOf } from '../../../src/core/contract';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import { gameCards, gameImage } from './catalogue';
import type { CatalogueLanguage } from './catalogue-language';
import type { Catalogue } from './catalogue-snapshot';

/** A VASSALAGE game and its sub-games in order (the game popup); any other code is NOT_FOUND. */
export async function vassalageGames(
  db: Db,
  catalogue: Catalogue,
  gameCode: string,
  language: CatalogueLanguage,
  memberId: number,
): Promise<ResponseOf<typeof games.vassGameType>> {
  const parent = catalogue.byCode.get(gameCode);
  if (parent?.isGame !== 'VASSALAGE') fail('NOT_FOUND');
  const [game] = await gameCards(db, [parent], language, memberId);
  return {
    game: game!,
    list: (catalogue.subGames.get(parent.code) ?? []).map((subGame) => ({
      code: subGame.code,
      name: subGame.names.get(language) ?? subGame.code,
      image: gameImage(subGame.code, language),
      minBet: subGame.minBet,
    })),
  };
}
