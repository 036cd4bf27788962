import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, games, type ResponseOf } from '../../../src/core/contract';
import { startServer, TEST_CATALOGUE_SIZE, type TestServer } from './harness';
import { newPlayer } from './payments-fixtures';

/**
 * Every kind of lobby call answers what it asks for: the last page, wide searches, filters and a member's shelves.
 * How fast they answer over the full catalogue is measured by the bench (`npm run bench -- games`,
 * docs/benchmarks.md), not here: a shared machine's load is not the server's speed.
 */
const DEFAULT_PAGE_SIZE = 60;

let server: TestServer;
let token: string;
let favourites: string[];
beforeAll(async () => {
  server = await startServer();
  ({ token } = await newPlayer(server, 'full_catalogue_player'));
  const hot = await server.ctx.db
    .selectFrom('games')
    .select('code')
    .where('is_hot', '=', true)
    .orderBy('code')
    .limit(40)
    .execute();
  favourites = hot.map((row) => row.code);
  for (const code of favourites)
    await server.call(games.setFavourite, { gameCode: code, favourite: true }, { token });
});
afterAll(() => server.close());

type Page = ResponseOf<typeof games.gameList>;

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function gameList(input: Record<string, unknown>, withToken = false): Promise<Page> {
  const answer = await server.call(games.gameList, input, withToken ? { token } : {});
  expect(answer.status).toBe(200);
  return answer.body.value as Page;
}

/** A page holds pageSize games, the last one what is left, and the counts agree. */
function expectWholePage(page: Page, input: Record<string, unknown>): void {
  const size = Number(input.pageSize ?? DEFAULT_PAGE_SIZE);
  const number = Number(input.page ?? 1);
  expect(page.total).toBeGreaterThan(0);
  expect(page.page).toBe(number);
  expect(page.totalPages).toBe(Math.ceil(page.total / size));
  expect(page.games).toHaveLength(Math.max(0, Math.min(size, page.total - (number - 1) * size)));
  expect(new Set(page.games.map((game) => game.code)).size).toBe(page.games.length);
}

describe('game list', () => {
  it('pages through all games, the first page and the last', async () => {
    const first = await gameList({ pageSize: 60 });
    expectWholePage(first, { pageSize: 60 });
    expect(first.total).toBeGreaterThanOrEqual(TEST_CATALOGUE_SIZE * 0.8);
    const last = { page: Math.ceil(first.total / 100), pageSize: 100 };
    const deep = await gameList(last);
    expectWholePage(deep, last);
    expect(deep.total).toBe(first.total);
  });

  it('searches names in the language asked for, case-insensitively', async () => {
    for (const input of [
      { gameName: 'a', language: 'es' },
      { gameName: 'dragon', language: 'es', pageSize: 60 },
      { gameName: 'FORTUNE', gameType: 'RNG', gameClassify: 'SLOT', language: 'en' },
    ]) {
      const page = await gameList(input);
      expectWholePage(page, input);
      // Searches ignore case and accents (dragon finds Dragón).
      for (const game of page.games) expect(plain(game.name)).toContain(plain(input.gameName));
    }
    const wide = await gameList({ gameName: 'a', language: 'es' });
    const narrow = await gameList({ gameName: 'dragon', language: 'es' });
    expect(narrow.total).toBeLessThan(wide.total);
  });

  it('filters slots by minimum bet and lines, and one vendor, on later pages', async () => {
    const slots = {
      gameType: 'RNG',
      gameClassify: 'SLOT',
      minBet: 200,
      minLineNum: 20,
      pageSize: 10,
      page: 2,
    };
    const page = await gameList(slots);
    expectWholePage(page, slots);
    for (const game of page.games) {
      expect(game).toMatchObject({ gameType: 'RNG', gameClassify: 'SLOT' });
      expect(game.minBet).toBeLessThanOrEqual(200);
      expect(game.lines).toBeGreaterThanOrEqual(20);
    }
    const vendor = await gameList({ vendorCode: 'PG', pageSize: 10, page: 2 });
    expectWholePage(vendor, { pageSize: 10, page: 2 });
    for (const game of vendor.games) expect(game.vendorCode).toBe('PG');
  });

  it("lists the hot games, and a member's favourites with a session", async () => {
    const hot = await gameList({ filter: 'HOT' }, true);
    expectWholePage(hot, {});
    for (const game of hot.games) expect(game.tags).toContain('hot');
    const favs = await gameList({ filter: 'FAV', pageSize: 200 }, true);
    expect(favs.games.map((game) => game.code).sort()).toEqual([...favourites].sort());
    for (const game of favs.games) expect(game.isFavourite).toBe(true);
  });
});

describe('other catalogue calls', () => {
  const cases: [string, Endpoint, Record<string, unknown>][] = [
    ['gameMenus', games.gameMenus, {}],
    ['hotGames', games.hotGames, {}],
    ['popularGames (count 20)', games.popularGames, { count: 20 }],
    ['newGameVendor', games.newGameVendor, {}],
    ['rankList (latest 20)', games.rankList, {}],
  ];
  for (const [name, endpoint, input] of cases) {
    it(`${name} answers`, async () => {
      const answer = await server.call(endpoint, input);
      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe(0);
    });
  }

  it('draws a thumbnail for any game of the catalogue', async () => {
    for (const number of [1, 2, 3]) {
      const answer = await server.app.inject({
        method: 'GET',
        url: `/assets/games/PG-${String(number).padStart(4, '0')}.webp?v=3&lang=es`,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('image/webp');
    }
  });
});
