/**
 * Game fixtures for the lobby and game-frame tests: games, vendor menus and a paged
 * gameList answer that filters like the server (vendor, filter, name, min bet, lines).
 */
import type { games, ResponseOf } from '../../src/core/contract';
import type { Game, GameMenuCategory, VendorCard } from '../../src/core/contract/games';
import type { MockAnswer, RecordedCall } from './support';

/** A small image that always loads, so cards show thumbnails without network. */
export const okImage =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="8" height="8"%3E%3Crect width="8" height="8" fill="%2319d27a"/%3E%3C/svg%3E';

export function gameFixture(n: number, overrides: Partial<Game> = {}): Game {
  const code = `PG-${String(n).padStart(5, '0')}`;
  return {
    code,
    name: `Dragon Fortune ${n}`,
    vendorCode: 'PG',
    vendorName: 'PG Soft',
    vassalage: 'PG',
    accountTypeId: 101,
    accountTypeName: 'PG',
    gameType: 'RNG',
    gameClassify: 'SLOT',
    isGame: 'GAME',
    defaultPlayType: null,
    tags: [],
    minBet: 100,
    lines: 20,
    image: okImage,
    maintenance: false,
    realAccountOnly: false,
    isFavourite: false,
    ...overrides,
  };
}

export function vendorFixture(vendorCode: string, overrides: Partial<VendorCard> = {}): VendorCard {
  return {
    vendorCode,
    displayName: `${vendorCode} Games`,
    accountTypeId: 100,
    vassalage: vendorCode,
    gameType: 'RNG',
    gameClassify: 'SLOT',
    isHot: 0,
    image: okImage,
    seamless: false,
    launchGameCode: null,
    ...overrides,
  };
}

export const menusFixture: GameMenuCategory[] = [
  {
    title: 'LIVE',
    gameClassify: 'LIVE',
    cards: [
      vendorFixture('EVO', {
        gameType: 'LIVE',
        gameClassify: 'LIVE',
        seamless: true,
        launchGameCode: 'EVO-00001',
      }),
    ],
  },
  {
    title: 'RNG',
    gameClassify: null,
    cards: [
      vendorFixture('PG', { isHot: 1, seamless: true }),
      vendorFixture('JILI'),
      vendorFixture('KM', { gameClassify: 'BGS' }),
    ],
  },
  {
    title: 'PVP',
    gameClassify: 'PVP',
    cards: [vendorFixture('KY', { gameType: 'PVP', gameClassify: 'PVP' })],
  },
];

export const menusAnswer = () => ({ value: { categories: menusFixture } });

/**
 * gameList over `catalogue`, answering the filters the lobby sends (vendorCode, gameName,
 * minBet, minLineNum; NEW/HOT by tag) with the server's paging.
 */
export function gameListOver(catalogue: Game[]) {
  return (call: RecordedCall): MockAnswer<ResponseOf<typeof games.gameList>> => {
    const q = call.query;
    const page = Number(q.get('page') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 60);
    const name = q.get('gameName')?.toLowerCase();
    const filter = q.get('filter') ?? 'ALL';
    const matching = catalogue.filter(
      (game) =>
        (!q.get('vendorCode') || game.vendorCode === q.get('vendorCode')) &&
        (!name || game.name.toLowerCase().includes(name)) &&
        (!q.get('minBet') || game.minBet <= Number(q.get('minBet'))) &&
        (!q.get('minLineNum') || game.lines >= Number(q.get('minLineNum'))) &&
        (filter !== 'NEW' || game.tags.includes('new')) &&
        (filter !== 'HOT' || game.tags.includes('hot')) &&
        (filter !== 'FAV' || game.isFavourite),
    );
    return {
      value: {
        games: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        totalPages: Math.ceil(matching.length / pageSize),
        page,
      },
    };
  };
}

/** A catalogue of `count` PG games. */
export function catalogueOf(count: number, make: (n: number) => Partial<Game> = () => ({})): Game[] {
  return Array.from({ length: count }, (_, index) => gameFixture(index + 1, make(index + 1)));
}
