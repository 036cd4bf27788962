import type { games, ResponseOf } from '../../../src/core/contract';
import type { GameCategory, GameMenuCategory, VendorCard } from '../../../src/core/contract/games';
import { vendorImage } from './catalogue';
import type { Catalogue } from './catalogue-snapshot';
import { shownCategory, shownClassify } from './categories';

/** Navigation order: the contract's category order with COCKFIGHT moved right after LIVE. */
export const MENU_ORDER: GameCategory[] = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'COCKFIGHT',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
];

/** Categories whose vendor card opens one game instead of a lobby page. */
const OPENS_ONE_GAME = new Set<GameCategory>(['LIVE', 'SPORTS', 'COCKFIGHT', 'ESPORTS']);

/**
 * The navigation: every vendor that has games, grouped by the category it is shown in, in
 * menu order. A vendor without games (the lottery until it exists) is left out, and so is a
 * category left without vendors.
 */
export function gameMenus(catalogue: Catalogue): ResponseOf<typeof games.gameMenus> {
  // Each vendor's first top-level game in its own order: the game its card launches.
  const firstGames = new Map<string, string>();
  for (const game of catalogue.games) {
    if (game.parentCode === null && game.isGame === 'GAME' && !firstGames.has(game.vendor.code))
      firstGames.set(game.vendor.code, game.code);
  }
  const cards = new Map<GameCategory, VendorCard[]>();
  for (const vendor of catalogue.vendors) {
    const launchCode = firstGames.get(vendor.code);
    if (!launchCode) continue;
    const category = shownCategory(vendor.code, vendor.game_type);
    const card: VendorCard = {
      vendorCode: vendor.code,
      displayName: vendor.display_name,
      accountTypeId: vendor.account_type_id,
      vassalage: vendor.vassalage,
      gameType: category,
      gameClassify: shownClassify(vendor.code, vendor.game_type, vendor.game_classify),
      isHot: vendor.is_hot ? 1 : 0,
      image: vendorImage(vendor.code),
      seamless: vendor.seamless,
      launchGameCode: OPENS_ONE_GAME.has(category) ? launchCode : null,
    };
    cards.set(category, [...(cards.get(category) ?? []), card]);
  }
  const categories: GameMenuCategory[] = MENU_ORDER.flatMap((title) => {
    const list = cards.get(title);
    if (!list) return [];
    const classifies = new Set(list.map((card) => card.gameClassify));
    return [{ title, gameClassify: classifies.size === 1 ? list[0]!.gameClassify : null, cards: list }];
  });
  return { categories };
}
