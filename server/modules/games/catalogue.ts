import type { Game } from '../../../src/core/contract/games';
import type { Db } from '../database';
import type { CatalogueLanguage } from './catalogue-language';
import type { Catalogue, CatalogueGame } from './catalogue-snapshot';
import { shownClassify } from './categories';

/** Bumped when the generated artwork changes, so long-cached thumbnails are fetched again. */
export const ART_VERSION = 3;

export const gameImage = (code: string, language: CatalogueLanguage) =>
  `/assets/games/${encodeURIComponent(code)}.webp?v=${ART_VERSION}&lang=${language}`;
export const vendorImage = (code: string) =>
  `/assets/vendors/${encodeURIComponent(code)}.svg?v=${ART_VERSION}`;

/** One game as the contract's game card. */
export function toGame(game: CatalogueGame, language: CatalogueLanguage, isFavourite: boolean): Game {
  const tags: Game['tags'] = [];
  if (game.isNew) tags.push('new');
  if (game.isHot) tags.push('hot');
  return {
    code: game.code,
    name: game.names.get(language) ?? game.code,
    vendorCode: game.vendor.code,
    vendorName: game.vendor.display_name,
    vassalage: game.vendor.vassalage,
    accountTypeId: game.vendor.account_type_id,
    // The vendor's account type (wallet) is named by its code.
    accountTypeName: game.vendor.code,
    gameType: game.category,
    gameClassify: shownClassify(game.vendor.code, game.gameType, game.gameClassify),
    isGame: game.isGame,
    defaultPlayType: game.defaultPlayType,
    tags,
    minBet: game.minBet,
    lines: game.lines,
    image: gameImage(game.code, language),
    maintenance: game.maintenance,
    realAccountOnly: game.realAccountOnly,
    isFavourite,
  };
}

/** Games by code, in the order of `codes`; codes not in the catalogue are left out. */
export const gamesByCodes = (catalogue: Catalogue, codes: readonly string[]): CatalogueGame[] =>
  codes.flatMap((code) => catalogue.byCode.get(code) ?? []);

/**
 * The cards of `list`, in its order, each marked when `memberId` keeps it among their
 * favourites: one indexed query for the member, none without one. `allFavourites` says the
 * list is the member's favourites already.
 */
export async function gameCards(
  db: Db,
  list: readonly CatalogueGame[],
  language: CatalogueLanguage,
  memberId: number | null,
  allFavourites = false,
): Promise<Game[]> {
  let marked = new Set<string>();
  if (memberId !== null && list.length > 0 && !allFavourites) {
    const rows = await db
      .selectFrom('favourite_games')
      .select('game_code')
      .where('member_id', '=', memberId)
      .where('game_code', 'in', [...new Set(list.map((game) => game.code))])
      .execute();
    marked = new Set(rows.map((row) => row.game_code));
  }
  return list.map((game) => toGame(game, language, allFavourites || marked.has(game.code)));
}
