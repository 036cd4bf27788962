import type { games } from '../../../core';
import { lotteryRouteOf, lotteryRoutes } from '../../../core/games/lottery-route';

type VendorCard = games.VendorCard;
type GameCategory = games.GameCategory;

/** The lobby route of each RNG classification (spec §2: the RNG type starts from its lobby). */
const rngLobbies: Partial<Record<games.GameClassify, string>> = {
  SLOT: '/rng',
  BGS: '/bgs',
  BINGO: '/bingo',
};

/** Categories whose vendors also have a lobby page of their games. */
const categoryLobbies: Partial<Record<GameCategory, string>> = {
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
};

/** What choosing a vendor does: open its lobby page, or launch its game. */
export type VendorTarget = { kind: 'lobby'; path: string } | { kind: 'launch' };

export function vendorTarget(card: VendorCard): VendorTarget {
  const vendor = `?vendor=${encodeURIComponent(card.vendorCode)}`;
  if (card.gameType === 'RNG')
    return { kind: 'lobby', path: `${rngLobbies[card.gameClassify] ?? '/rng'}${vendor}` };
  const lottery = lotteryRouteOf(card.vendorCode, card.gameType);
  if (lottery) return { kind: 'lobby', path: lottery };
  if (card.launchGameCode) return { kind: 'launch' };
  const lobby = categoryLobbies[card.gameType];
  if (lobby) return { kind: 'lobby', path: `${lobby}${vendor}` };
  return { kind: 'lobby', path: sportsPath(card.gameType) };
}

/** The sports page sections, as its `category` attribute and ?category= query name them. */
export type SportsSection = 'sports' | 'esports' | 'cockfight';

export const sportsSections: Partial<Record<GameCategory, SportsSection>> = {
  SPORTS: 'sports',
  ESPORTS: 'esports',
  COCKFIGHT: 'cockfight',
};

function sportsPath(category: GameCategory): string {
  const section = sportsSections[category];
  return section && section !== 'sports' ? `/sports?category=${section}` : '/sports';
}

/** The page a navigation category leads to. */
export function categoryPath(category: GameCategory): string {
  if (category === 'RNG') return '/rng';
  if (category === 'LOTT') return '/lottery';
  if (category === 'ELOTT') return '/elott';
  return categoryLobbies[category] ?? sportsPath(category);
}

const lotteryCategories: readonly GameCategory[] = ['LOTT', 'ELOTT'];

/**
 * The lottery entry of a lottery page: the category whose own page it is (/lottery, /elott), else the one
 * with a vendor that opens it (/vnlottery, /seaLottery), else the brand's only lottery category.
 */
function lotteryCategoryOf(path: string, categories: readonly games.GameMenuCategory[]): GameCategory {
  const shown = categories.filter((category) => lotteryCategories.includes(category.title));
  const leadsHere = (card: VendorCard) => {
    const target = vendorTarget(card);
    return target.kind === 'lobby' && target.path === path;
  };
  const found =
    shown.find((category) => categoryPath(category.title) === path) ??
    shown.find((category) => category.cards.some(leadsHere)) ??
    shown[0];
  return found?.title ?? 'LOTT';
}

/**
 * The category whose entry a page belongs to, for highlighting (one entry per page, so a lottery page
 * asks the menus which of the lottery categories it is); null for other pages.
 */
export function categoryOfPath(
  pathAndQuery: string,
  categories: readonly games.GameMenuCategory[] = [],
): GameCategory | 'home' | 'promotions' | null {
  const url = new URL(pathAndQuery, 'http://page.invalid');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (['/', '/index', '/index.html', '/home'].includes(path)) return 'home';
  if (path === '/promotions' || path === '/promoDetail') return 'promotions';
  if (path === '/rng' || path === '/bgs' || path === '/bingo') return 'RNG';
  if (path === '/live') return 'LIVE';
  if (path === '/fish') return 'FISH';
  if (path === '/pvp') return 'PVP';
  if ((lotteryRoutes as readonly string[]).includes(path)) return lotteryCategoryOf(path, categories);
  if (path === '/sports') {
    const section = url.searchParams.get('category');
    if (section === 'esports') return 'ESPORTS';
    if (section === 'cockfight') return 'COCKFIGHT';
    return 'SPORTS';
  }
  return null;
}
