import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchForm } from '../../../server/modules/games/catalogue-language';
import { CatalogueSnapshot } from '../../../server/modules/games/catalogue-snapshot';
import { games } from '../../../src/core/contract';
import { COCKFIGHT_CODES, type Game } from '../../../src/core/contract/games';
import { startServer, type TestServer } from './harness';
import { newPlayer } from './payments-fixtures';

/**
 * The game lists are answered from the catalogue held in memory: these tests hold their
 * answers to what the database itself says, and change the database under them.
 */
type Page = { games: Game[]; total: number; totalPages: number; page: number };

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ catalogueSize: 2_000 });
}, 120_000);
afterAll(() => server.close());

const db = () => server.ctx.db;

async function list(input: Record<string, unknown>, token?: string): Promise<Page> {
  const answer = await server.call(games.gameList, input, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.value!;
}

type Query = {
  gameType?: string;
  gameClassify?: string;
  vendorCode?: string;
  vassalage?: string;
  minBet?: number;
  minLineNum?: number;
  gameName?: string;
  filter?: 'ALL' | 'NEW' | 'HOT';
  language: string;
  page?: number;
  pageSize?: number;
};

/** The same list asked of the database in SQL: its total and the codes of the page, in order. */
async function listedBySql(query: Query): Promise<{ total: number; codes: string[] }> {
  const cockfight = sql.join([...COCKFIGHT_CODES]);
  const where: RawBuilder<boolean>[] = [sql<boolean>`g.parent_code is null`];
  if (query.filter === 'NEW') where.push(sql<boolean>`g.is_new`);
  if (query.filter === 'HOT') where.push(sql<boolean>`g.is_hot`);
  if (query.gameType === 'COCKFIGHT')
    where.push(
      sql<boolean>`(g.game_type = 'COCKFIGHT' or (g.game_type = 'SPORTS' and g.vendor_code in (${cockfight})))`,
    );
  else if (query.gameType === 'SPORTS')
    where.push(sql<boolean>`(g.game_type = 'SPORTS' and g.vendor_code not in (${cockfight}))`);
  else if (query.gameType) where.push(sql<boolean>`g.game_type = ${query.gameType}`);
  if (query.gameClassify) where.push(sql<boolean>`g.game_classify = ${query.gameClassify}`);
  if (query.vendorCode) where.push(sql<boolean>`g.vendor_code = ${query.vendorCode}`);
  if (query.vassalage) where.push(sql<boolean>`v.vassalage = ${query.vassalage}`);
  if (query.minBet !== undefined) where.push(sql<boolean>`g.min_bet_minor <= ${query.minBet}`);
  if (query.minLineNum !== undefined) where.push(sql<boolean>`g.lines >= ${query.minLineNum}`);
  if (query.gameName) {
    const pattern = `%${searchForm(query.gameName).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql<boolean>`exists (select 1 from game_names n where n.game_code = g.code
      and n.language = ${query.language} and n.name_lower like ${pattern} escape '\\')`);
  }
  const rows = await sql<{ code: string }>`select g.code from games g join vendors v on v.code = g.vendor_code
    where ${sql.join(where, sql` and `)} order by v.sort, g.sort, g.code`.execute(db());
  const pageSize = query.pageSize ?? 60;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  return {
    total: rows.rows.length,
    codes: rows.rows.slice(offset, offset + pageSize).map((row) => row.code),
  };
}

/** A game card as the database describes the game, for comparing whole cards. */
async function cardBySql(code: string, language: string): Promise<Partial<Game>> {
  const row = await db()
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .leftJoin('game_names as n', (join) =>
      join.onRef('n.game_code', '=', 'g.code').on('n.language', '=', language),
    )
    .select([
      'g.code',
      'g.is_game',
      'g.min_bet_minor',
      'g.lines',
      'g.maintenance',
      'g.real_account_only',
      'g.is_new',
      'g.is_hot',
      'v.display_name',
      'v.vassalage',
      'v.account_type_id',
      'v.code as vendor_code',
      sql<string>`coalesce(n.name, g.code)`.as('name'),
    ])
    .where('g.code', '=', code)
    .executeTakeFirstOrThrow();
  return {
    code: row.code,
    name: row.name,
    vendorCode: row.vendor_code,
    vendorName: row.display_name,
    vassalage: row.vassalage,
    accountTypeId: row.account_type_id,
    isGame: row.is_game,
    minBet: Number(row.min_bet_minor),
    lines: row.lines,
    maintenance: row.maintenance,
    realAccountOnly: row.real_account_only,
    tags: [...(row.is_new ? ['new' as const] : []), ...(row.is_hot ? ['hot' as const] : [])],
  };
}

describe('the game list from the catalogue in memory', () => {
  const queries: Query[] = [
    { language: 'en', gameName: 'dragon' },
    { language: 'es', gameName: 'DRAGÓN', pageSize: 10, page: 2 },
    { language: 'pt', gameName: 'ouro' },
    { language: 'ty', gameName: 'trésor' },
    { language: 'ty', gameName: 'tresor', gameType: 'RNG', gameClassify: 'SLOT' },
    {
      language: 'en',
      gameName: 'fortune',
      gameType: 'RNG',
      gameClassify: 'SLOT',
      minBet: 200,
      minLineNum: 20,
    },
    { language: 'es', gameName: 'a', pageSize: 200, page: 3 },
    { language: 'en', gameName: 'lucky', vassalage: 'JILI' },
    { language: 'en', gameName: 'o f' },
    { language: 'en', gameName: '100%' },
    { language: 'en', gameType: 'RNG', gameClassify: 'SLOT', vendorCode: 'PG', page: 2, pageSize: 20 },
    { language: 'en', gameType: 'COCKFIGHT' },
    { language: 'en', gameType: 'SPORTS' },
    { language: 'es', gameType: 'LIVE', minBet: 500 },
    { language: 'en', filter: 'NEW', pageSize: 200 },
    { language: 'pt', filter: 'HOT', gameType: 'FISH' },
    { language: 'en', minLineNum: 50, pageSize: 7, page: 4 },
    { language: 'en', pageSize: 200, page: 9 },
  ];
  for (const query of queries) {
    it(`answers as the database does: ${JSON.stringify(query)}`, async () => {
      const expected = await listedBySql(query);
      const answer = await list(query);
      expect(answer.total).toBe(expected.total);
      expect(answer.totalPages).toBe(Math.ceil(expected.total / (query.pageSize ?? 60)));
      expect(answer.games.map((game) => game.code)).toEqual(expected.codes);
    });
  }

  it('pages through one search, asked again page after page, as the database does', async () => {
    const query: Query = { language: 'es', gameName: 'o', gameType: 'RNG', pageSize: 25 };
    const { total } = await listedBySql(query);
    expect(total).toBeGreaterThan(100);
    for (let page = 1; page <= Math.ceil(total / 25) + 1; page++) {
      const answer = await list({ ...query, page });
      expect(answer.total).toBe(total);
      expect(answer.games.map((game) => game.code)).toEqual((await listedBySql({ ...query, page })).codes);
    }
  });

  it('answers a search typed letter by letter, then edited, as the database does at every step', async () => {
    const slots = { gameType: 'RNG', gameClassify: 'SLOT', pageSize: 200 };
    const steps: Query[] = [
      { language: 'es', ...slots },
      ...['d', 'dr', 'dra', 'drag', 'DRAGÓ', 'dragón'].map((gameName) => ({
        language: 'es',
        ...slots,
        gameName,
      })),
      // The same letters in another language, with another filter, and a letter taken back.
      { language: 'en', ...slots, gameName: 'drag' },
      { language: 'es', ...slots, gameName: 'drag', filter: 'HOT' as const },
      { language: 'es', ...slots, gameName: 'dragón', minBet: 200 },
      { language: 'es', ...slots, gameName: 'drag' },
      { language: 'es', ...slots, gameName: 'rag' },
      { language: 'es', ...slots, gameName: 'ragon d' },
      { language: 'es', gameName: 'dragón', pageSize: 200 },
    ];
    for (const step of steps) {
      const expected = await listedBySql(step);
      const answer = await list(step);
      expect(answer.total, JSON.stringify(step)).toBe(expected.total);
      expect(answer.games.map((game) => game.code)).toEqual(expected.codes);
    }
    expect((await listedBySql(steps[5]!)).total).toBeGreaterThan(0);
  });

  it('finds something for most of the searches above', async () => {
    const found = queries.filter((query) => query.gameName).map((query) => listedBySql(query));
    const totals = (await Promise.all(found)).map((result) => result.total);
    expect(totals.filter((total) => total > 0).length).toBeGreaterThanOrEqual(7);
  });

  it('describes each game as the database does, in the language asked for', async () => {
    for (const language of ['en', 'es', 'pt', 'ty']) {
      const page = await list({ language, gameName: 'dragon', pageSize: 5 });
      for (const game of page.games) expect(game).toMatchObject(await cardBySql(game.code, language));
    }
    const hall = await db()
      .selectFrom('games')
      .select(['code', 'vendor_code'])
      .where('is_game', '=', 'VASSALAGE')
      .executeTakeFirstOrThrow();
    const halls = await list({ language: 'pt', vendorCode: hall.vendor_code, pageSize: 200 });
    const card = halls.games.find((game) => game.code === hall.code)!;
    expect(card).toMatchObject(await cardBySql(hall.code, 'pt'));
  });
});

describe('following changes to the database', () => {
  it('shows a game put under maintenance, and back, on the very next call', async () => {
    const [first] = (await list({ language: 'en', vendorCode: 'PG', pageSize: 1 })).games;
    expect(first!.maintenance).toBe(false);
    await db().updateTable('games').set({ maintenance: true }).where('code', '=', first!.code).execute();
    try {
      const [after] = (await list({ language: 'en', vendorCode: 'PG', pageSize: 1 })).games;
      expect(after).toEqual({ ...first, maintenance: true });
    } finally {
      await db().updateTable('games').set({ maintenance: false }).where('code', '=', first!.code).execute();
    }
    const [restored] = (await list({ language: 'en', vendorCode: 'PG', pageSize: 1 })).games;
    expect(restored).toEqual(first);
  });

  it('searches a renamed game by its new name', async () => {
    const [game] = (await list({ language: 'en', vendorCode: 'PP', pageSize: 1 })).games;
    const before = await db()
      .selectFrom('game_names')
      .selectAll()
      .where('game_code', '=', game!.code)
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow();
    const rename = (name: string) =>
      db()
        .updateTable('game_names')
        .set({ name, name_lower: searchForm(name) })
        .where('game_code', '=', game!.code)
        .where('language', '=', 'en')
        .execute();
    expect((await list({ language: 'en', gameName: 'zyzzyva' })).total).toBe(0);
    await rename('Zyzzyva Ñandú');
    try {
      const found = await list({ language: 'en', gameName: 'ZYZZYVA NANDU' });
      expect(found.games.map((item) => [item.code, item.name])).toEqual([[game!.code, 'Zyzzyva Ñandú']]);
      expect((await list({ language: 'es', gameName: 'zyzzyva' })).total).toBe(0);
    } finally {
      await rename(before.name);
    }
    expect((await list({ language: 'en', gameName: 'zyzzyva' })).total).toBe(0);
  });

  it('lists a game added to the catalogue and counts it', async () => {
    const before = await list({ language: 'en', vendorCode: 'CQ9', pageSize: 200 });
    const template = await db()
      .selectFrom('games')
      .selectAll()
      .where('code', '=', before.games[0]!.code)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('games')
      .values({ ...template, code: 'CQ9-NEWEST', sort: 100_000, is_new: true, parent_code: null })
      .execute();
    const after = await list({ language: 'en', vendorCode: 'CQ9', pageSize: 200 });
    expect(after.total).toBe(before.total + 1);
    expect(after.games.at(-1)).toMatchObject({ code: 'CQ9-NEWEST', name: 'CQ9-NEWEST', tags: ['new'] });
    expect((await listedBySql({ language: 'en', vendorCode: 'CQ9', pageSize: 200 })).codes).toEqual(
      after.games.map((game) => game.code),
    );
  });

  it('moves the catalogue version on every change to games, names or vendors, once per statement', async () => {
    const version = async () =>
      Number(
        (await db().selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version,
      );
    const start = await version();
    await db().updateTable('games').set({ lines: sql`lines` }).where('vendor_code', '=', 'PG').execute();
    expect(await version()).toBe(start + 1);
    await db().updateTable('vendors').set({ sort: sql`sort` }).where('code', '=', 'PG').execute();
    await db()
      .updateTable('game_names')
      .set({ name: sql`name` })
      .where('game_code', '=', 'PG-0001')
      .execute();
    expect(await version()).toBe(start + 3);
    // Other tables leave it alone.
    await newPlayer(server, 'version_reader');
    expect(await version()).toBe(start + 3);
  });
});

describe('the catalogue snapshot', () => {
  it('loads once for calls that arrive together and keeps it while nothing changes', async () => {
    const snapshot = new CatalogueSnapshot(db());
    const together = await Promise.all(Array.from({ length: 20 }, () => snapshot.latest()));
    expect(new Set(together).size).toBe(1);
    const held = together[0]!;
    expect(held.games.length).toBeGreaterThanOrEqual(2_000);
    expect(await snapshot.latest()).toBe(held);

    await db().updateTable('games').set({ maintenance: true }).where('code', '=', 'PG-0002').execute();
    try {
      const after = await Promise.all(Array.from({ length: 20 }, () => snapshot.latest()));
      expect(new Set(after).size).toBe(1);
      expect(after[0]).not.toBe(held);
      expect(after[0]!.version).toBeGreaterThan(held.version);
      expect(after[0]!.byCode.get('PG-0002')!.maintenance).toBe(true);
      // A catalogue already handed out never changes under its reader.
      expect(held.byCode.get('PG-0002')!.maintenance).toBe(false);
    } finally {
      await db().updateTable('games').set({ maintenance: false }).where('code', '=', 'PG-0002').execute();
    }
  });

  it('keeps the member lists and favourite marks in step with the database', async () => {
    const member = await newPlayer(server, 'snapshot_member');
    const [one, two] = (await list({ language: 'en', vendorCode: 'JDB', pageSize: 2 })).games;
    await server.call(games.setFavourite, { gameCode: two!.code, favourite: true }, { token: member.token });
    const marked = await list({ language: 'en', vendorCode: 'JDB', pageSize: 2 }, member.token);
    expect(marked.games.map((game) => [game.code, game.isFavourite])).toEqual([
      [one!.code, false],
      [two!.code, true],
    ]);
    const favourites = await list({ language: 'en', filter: 'FAV' }, member.token);
    expect(favourites.games).toEqual([{ ...two, isFavourite: true }]);
    const filteredOut = await list({ language: 'en', filter: 'FAV', vendorCode: 'PG' }, member.token);
    expect(filteredOut.total).toBe(0);
  });
});
