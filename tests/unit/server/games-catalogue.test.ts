import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamesCatalogueMigration } from '../../../server/modules/games/catalogue-migration';
import { buildCatalogue } from '../../../server/modules/games/seed-catalogue';
import {
  adjectiveName,
  adjectives,
  ofName,
  slotHeads,
  themes,
} from '../../../server/modules/games/seed-words';
import {
  LOTTERY_VENDOR_CODES,
  SEAMLESS_VENDOR_CODES,
  seedVendors,
} from '../../../server/modules/vendors/seed';
import { errors, games } from '../../../src/core/contract';
import type { GameMenuCategory } from '../../../src/core/contract/games';
import { startServer, TEST_CATALOGUE_SIZE, type TestServer } from './harness';
import { newPlayer } from './payments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const db = () => server.ctx.db;

async function list(
  input: Record<string, unknown>,
  options: { token?: string; headers?: Record<string, string> } = {},
) {
  const answer = await server.call(games.gameList, input, options);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.value!;
}

async function refused(input: Record<string, unknown>) {
  const answer = await server.call(games.gameList, input);
  expect(answer.status).toBe(400);
  expect(answer.body.code).toBe(errors.INVALID_INPUT.code);
  return answer.body;
}

describe('the seeded catalogue', () => {
  const full = buildCatalogue(seedVendors, 10_000);

  it('is the same on every start and about 10,000 games by default', () => {
    const again = buildCatalogue(seedVendors, 10_000);
    expect(again).toEqual(full);
    expect(full.games).toHaveLength(10_000);
    expect(full.names).toHaveLength(40_000);
    expect(new Set(full.games.map((game) => game.code)).size).toBe(10_000);
    expect(full.games.every((game) => /^[A-Z0-9]+-\d{4}(-\d{2})?$/.test(game.code))).toBe(true);
  });

  it('gives sports, e-sports and cockfight vendors one lobby game each and lottery vendors none', () => {
    const count = (code: string) => full.games.filter((game) => game.vendor_code === code).length;
    for (const vendor of seedVendors) {
      if (['SPORTS', 'ESPORTS', 'COCKFIGHT'].includes(vendor.game_type)) expect(count(vendor.code)).toBe(1);
      else if (['ELOTT', 'LOTT'].includes(vendor.game_type)) expect(count(vendor.code)).toBe(0);
      else expect(count(vendor.code)).toBeGreaterThan(50);
    }
  });

  it('has about 20 VASSALAGE halls of 4 to 12 sub-games, tags, maintenance and real-account games', () => {
    const halls = full.games.filter((game) => game.is_game === 'VASSALAGE');
    expect(halls.length).toBe(20);
    for (const hall of halls) {
      const subGames = full.games.filter((game) => game.parent_code === hall.code);
      expect(subGames.length).toBeGreaterThanOrEqual(4);
      expect(subGames.length).toBeLessThanOrEqual(12);
    }
    const share = (test: (game: (typeof full.games)[number]) => boolean) =>
      full.games.filter(test).length / full.games.length;
    expect(share((game) => Boolean(game.is_new))).toBeGreaterThan(0.02);
    expect(share((game) => Boolean(game.is_new))).toBeLessThan(0.06);
    expect(share((game) => Boolean(game.is_hot))).toBeGreaterThan(0.01);
    expect(share((game) => Boolean(game.is_hot))).toBeLessThan(0.05);
    const maintenance = full.games.filter((game) => game.maintenance);
    expect(maintenance.length).toBeGreaterThanOrEqual(5);
    expect(maintenance.length).toBeLessThanOrEqual(15);
    const live = full.games.filter((game) => game.game_type === 'LIVE');
    expect(live.every((game) => game.real_account_only && game.engine === 'roulette')).toBe(true);
    const rng = full.games.filter((game) => game.game_type === 'RNG' || game.game_type === 'FISH');
    expect(rng.every((game) => game.engine === 'slot')).toBe(true);
    const slots = full.games.filter((game) => game.game_classify === 'SLOT');
    expect(slots.every((game) => Number(game.lines) >= 1 && Number(game.lines) <= 243)).toBe(true);
    expect(full.games.filter((game) => game.game_classify !== 'SLOT').every((game) => game.lines === 0)).toBe(
      true,
    );
    expect(new Set(full.games.map((game) => Number(game.min_bet_minor)))).toEqual(
      new Set([100, 200, 500, 1000]),
    );
  });

  it('names every game in en, es, pt and ty, in the grammar of each', () => {
    const byLanguage = (language: string) => full.names.filter((name) => name.language === language);
    for (const language of ['en', 'es', 'pt', 'ty']) expect(byLanguage(language)).toHaveLength(10_000);
    const english = new Set(byLanguage('en').map((name) => name.name));
    expect(english.size).toBeGreaterThan(9_000);
    expect(full.names.find((name) => name.game_code === 'EVO-0001' && name.language === 'en')!.name).toBe(
      'Evolution Lobby',
    );
    expect(full.names.every((name) => name.name_lower === name.name_lower.toLowerCase())).toBe(true);

    const dragon = themes.find((noun) => noun.en === 'Dragon')!;
    const queen = themes.find((noun) => noun.en === 'Queen')!;
    const emperor = themes.find((noun) => noun.en === 'Emperor')!;
    const zeus = themes.find((noun) => noun.en === 'Zeus')!;
    const head = (en: string) => slotHeads.find((noun) => noun.en === en)!;
    const golden = adjectives.find((adjective) => adjective.en === 'Golden')!;
    expect(ofName(head('Fortune'), dragon)).toEqual({
      en: 'Dragon Fortune',
      es: 'Fortuna del Dragón',
      pt: 'Fortuna do Dragão',
      ty: 'Fortune du Dragon',
    });
    expect(ofName(head('Treasure'), queen)).toMatchObject({
      es: 'Tesoro de la Reina',
      ty: 'Trésor de la Reine',
    });
    expect(ofName(head('Treasure'), emperor).ty).toBe("Trésor de l'Empereur");
    expect(ofName(head('Gold'), zeus)).toMatchObject({ es: 'Oro de Zeus', pt: 'Ouro de Zeus' });
    expect(adjectiveName(golden, queen)).toEqual({
      en: 'Golden Queen',
      es: 'Reina Dorada',
      pt: 'Rainha Dourada',
      ty: 'Reine Dorée',
    });
    expect(adjectiveName(golden, head('Riches'))).toMatchObject({
      es: 'Riquezas Doradas',
      ty: 'Richesses Dorées',
    });
    const royal = adjectives.find((adjective) => adjective.en === 'Royal')!;
    expect(adjectiveName(royal, head('Secrets'))).toMatchObject({
      es: 'Secretos Reales',
      pt: 'Segredos Reais',
      ty: 'Secrets Royaux',
    });
  });

  it('gives every PvP vendor 3 to 5 rooms on its own launchable games', () => {
    for (const vendor of seedVendors.filter((item) => item.game_type === 'PVP')) {
      const rooms = full.rooms.filter((room) => room.vendor_code === vendor.code);
      expect(rooms.length).toBeGreaterThanOrEqual(3);
      expect(rooms.length).toBeLessThanOrEqual(5);
      for (const room of rooms) {
        const game = full.games.find((item) => item.code === room.game_code)!;
        expect(game.vendor_code).toBe(vendor.code);
        expect(game.maintenance).toBe(false);
      }
    }
  });

  it('seeds the test server with the small catalogue in the database', async () => {
    const rows = await db().selectFrom('games').select(['code', 'vendor_code']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(TEST_CATALOGUE_SIZE);
    expect(rows.length).toBeLessThan(TEST_CATALOGUE_SIZE * 1.25);
    const halls = await db().selectFrom('games').select('code').where('is_game', '=', 'VASSALAGE').execute();
    expect(halls.length).toBeGreaterThanOrEqual(3);
    const rooms = await db().selectFrom('game_rooms').select('room_id').execute();
    expect(rooms.length).toBeGreaterThanOrEqual(12);
  });
});

describe('vendors', () => {
  it('seeds board-game and bingo vendors, eight seamless vendors and the seamless lottery', async () => {
    const vendors = await db().selectFrom('vendors').selectAll().orderBy('sort').execute();
    const classified = (classify: string) =>
      vendors.filter((vendor) => vendor.game_classify === classify).map((vendor) => vendor.code);
    expect(classified('BGS')).toEqual(['TADA', 'YB']);
    expect(classified('BINGO')).toEqual(['BINGOPLUS', 'GLBINGO']);
    expect(classified('SLOT')).toHaveLength(9);
    expect(vendors.filter((vendor) => vendor.seamless).map((vendor) => vendor.code)).toEqual([
      ...LOTTERY_VENDOR_CODES,
      ...SEAMLESS_VENDOR_CODES,
    ]);
    // The first 42 keep the account types they had before the new vendors were appended.
    expect(vendors.find((vendor) => vendor.code === 'TF')!.account_type_id).toBe(142);
  });

  it('marks the seamless vendors of a database seeded before vendors had a wallet style', async () => {
    await db().updateTable('vendors').set({ seamless: false }).execute();
    await gamesCatalogueMigration.up(db() as never);
    const seamless = await db()
      .selectFrom('vendors')
      .select('code')
      .where('seamless', '=', true)
      .orderBy('sort')
      .execute();
    expect(seamless.map((vendor) => vendor.code)).toEqual([...SEAMLESS_VENDOR_CODES]);
  });
});

describe('game menus', () => {
  async function menus(): Promise<GameMenuCategory[]> {
    const answer = await server.call(games.gameMenus, {});
    expect(answer.status).toBe(200);
    return answer.body.value!.categories;
  }

  it('lists categories with vendors, the lottery first and COCKFIGHT right after LIVE', async () => {
    const categories = await menus();
    expect(categories.map((category) => category.title)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'COCKFIGHT',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
    ]);
    const cockfight = categories.find((category) => category.title === 'COCKFIGHT')!;
    expect(cockfight.cards.map((card) => card.vendorCode)).toEqual(['DS88', 'DIG']);
    expect(cockfight.gameClassify).toBe('COCKFIGHT');
    const esports = categories.find((category) => category.title === 'ESPORTS')!;
    expect(esports.cards.map((card) => card.vendorCode)).toEqual(['AV', 'IMES', 'IA', 'AI', 'TF']);
    const lottery = categories.filter((category) => category.gameClassify === 'LOTT');
    expect(lottery.map((category) => category.cards.map((card) => card.vendorCode))).toEqual([
      ['VNLOTT', 'GDLOTT'],
      ['TCG', 'SGWIN'],
    ]);
  });

  it('says which game a card opens, its logo, hot badge and wallet style', async () => {
    const categories = await menus();
    const card = (code: string) =>
      categories.flatMap((category) => category.cards).find((c) => c.vendorCode === code)!;
    expect(card('SABA')).toMatchObject({
      launchGameCode: 'SABA-0001',
      isHot: 1,
      gameType: 'SPORTS',
      image: '/assets/vendors/SABA.svg?v=3',
    });
    expect(card('EVO').launchGameCode).toBe('EVO-0001');
    expect(card('DS88')).toMatchObject({ launchGameCode: 'DS88-0001', gameType: 'COCKFIGHT' });
    expect(card('PG')).toMatchObject({ launchGameCode: null, gameClassify: 'SLOT', seamless: false });
    expect(card('TADA')).toMatchObject({ launchGameCode: null, gameClassify: 'BGS', gameType: 'RNG' });
    expect(card('SEXY').seamless).toBe(true);
    expect(card('CQ9').isHot).toBe(0);
    const rng = categories.find((category) => category.title === 'RNG')!;
    expect(rng.gameClassify).toBeNull();
  });

  it('moves a cockfight-list vendor filed under SPORTS into COCKFIGHT', async () => {
    await db()
      .updateTable('vendors')
      .set({ game_type: 'SPORTS', game_classify: 'SPORTS' })
      .where('code', '=', 'DIG')
      .execute();
    try {
      const categories = await menus();
      const sports = categories.find((category) => category.title === 'SPORTS')!;
      const cockfight = categories.find((category) => category.title === 'COCKFIGHT')!;
      expect(sports.cards.map((card) => card.vendorCode)).not.toContain('DIG');
      expect(cockfight.cards.map((card) => card.vendorCode)).toEqual(['DS88', 'DIG']);
      const listed = await list({ gameType: 'COCKFIGHT' });
      expect(listed.games.map((game) => game.vendorCode).sort()).toEqual(['DIG', 'DS88']);
      const sportsGames = await list({ gameType: 'SPORTS' });
      expect(sportsGames.games.map((game) => game.vendorCode)).not.toContain('DIG');
    } finally {
      await db()
        .updateTable('vendors')
        .set({ game_type: 'COCKFIGHT', game_classify: 'COCKFIGHT' })
        .where('code', '=', 'DIG')
        .execute();
    }
  });
});

describe('game list', () => {
  it('pages through the top-level games with total and totalPages', async () => {
    const topLevel = await db()
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('parent_code', 'is', null)
      .executeTakeFirstOrThrow();
    const first = await list({ pageSize: 50 });
    expect(first.total).toBe(Number(topLevel.count));
    expect(first.totalPages).toBe(Math.ceil(first.total / 50));
    expect(first.games).toHaveLength(50);
    const last = await list({ pageSize: 50, page: first.totalPages });
    expect(last.games.length).toBe(first.total - 50 * (first.totalPages - 1));
    const past = await list({ pageSize: 50, page: first.totalPages + 3 });
    expect(past).toMatchObject({ games: [], total: first.total, page: first.totalPages + 3 });
    const codes = new Set<string>();
    for (let page = 1; page <= first.totalPages; page++) {
      for (const game of (await list({ pageSize: 50, page })).games) codes.add(game.code);
    }
    expect(codes.size).toBe(first.total);
  });

  it('never lists sub-games at the top level', async () => {
    const hall = await db()
      .selectFrom('games')
      .select('code')
      .where('is_game', '=', 'VASSALAGE')
      .executeTakeFirstOrThrow();
    const subGame = await db()
      .selectFrom('games')
      .select(['code', 'vendor_code'])
      .where('parent_code', '=', hall.code)
      .executeTakeFirstOrThrow();
    const vendorGames = await list({ vendorCode: subGame.vendor_code, pageSize: 200 });
    const codes = vendorGames.games.map((game) => game.code);
    expect(codes).toContain(hall.code);
    expect(codes).not.toContain(subGame.code);
    expect(vendorGames.games.find((game) => game.code === hall.code)!.isGame).toBe('VASSALAGE');
  });

  it('filters by category, classify, vendor, vassalage, minimum bet and lines', async () => {
    const live = await list({ gameType: 'LIVE', pageSize: 200 });
    expect(live.total).toBeGreaterThan(0);
    expect(live.games.every((game) => game.gameType === 'LIVE' && game.realAccountOnly)).toBe(true);

    const boards = await list({ gameType: 'RNG', gameClassify: 'BGS', pageSize: 200 });
    expect(new Set(boards.games.map((game) => game.vendorCode))).toEqual(new Set(['TADA', 'YB']));

    const pg = await list({ vendorCode: 'PG', pageSize: 200 });
    expect(pg.games.every((game) => game.vendorCode === 'PG')).toBe(true);
    expect(pg.games.map((game) => game.code)).toEqual([...pg.games.map((game) => game.code)].sort());

    const jili = await list({ vassalage: 'JILI', pageSize: 200 });
    expect(new Set(jili.games.map((game) => game.vendorCode))).toEqual(
      new Set(['JILIFISH', 'JILI', 'JILIPVP']),
    );

    const cheap = await list({ minBet: 200, pageSize: 200 });
    expect(cheap.games.every((game) => game.minBet <= 200)).toBe(true);
    const all = await list({ pageSize: 200 });
    expect(cheap.total).toBeLessThan(all.total);

    const wide = await list({ minLineNum: 25, gameClassify: 'SLOT', pageSize: 200 });
    expect(wide.total).toBeGreaterThan(0);
    expect(wide.games.every((game) => game.lines >= 25)).toBe(true);
  });

  it('lists new and hot games by their tags', async () => {
    const fresh = await list({ filter: 'NEW', pageSize: 200 });
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.games.every((game) => game.tags.includes('new'))).toBe(true);
    const hot = await list({ filter: 'HOT', pageSize: 200 });
    expect(hot.total).toBeGreaterThan(0);
    expect(hot.games.every((game) => game.tags.includes('hot'))).toBe(true);
  });

  it('answers an unknown vendor or vassalage with an empty list', async () => {
    expect(await list({ vendorCode: 'NOPE' })).toMatchObject({ games: [], total: 0, totalPages: 0 });
    expect((await list({ vassalage: 'NOPE' })).total).toBe(0);
  });

  it('searches names in the language asked for, ignoring case and accents', async () => {
    const spanish = await list({ gameName: 'FORTUNA', language: 'es', pageSize: 200 });
    expect(spanish.total).toBeGreaterThan(0);
    expect(spanish.games.every((game) => game.name.toLowerCase().includes('fortuna'))).toBe(true);
    // The English names say Fortune, never Fortuna.
    expect((await list({ gameName: 'fortuna', language: 'en' })).total).toBe(0);
    const english = await list({ gameName: 'fortune', language: 'en' });
    expect(english.total).toBeGreaterThan(0);

    const accentless = await list({ gameName: 'dragon', language: 'es', pageSize: 200 });
    expect(accentless.games.some((game) => game.name.includes('Dragón'))).toBe(true);
  });

  it('takes the language from the Language header, then the brand default (es)', async () => {
    const rows = await db()
      .selectFrom('game_names')
      .select(['language', 'name'])
      .where('game_code', '=', 'PG-0001')
      .execute();
    const names = Object.fromEntries(rows.map((row) => [row.language, row.name]));
    expect(new Set(Object.values(names)).size).toBeGreaterThan(1);
    const first = async (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
      (await list({ vendorCode: 'PG', pageSize: 1, ...input }, { headers })).games[0]!;

    expect((await first({}, { Language: 'en' })).name).toBe(names.en);
    expect((await first({}, { Language: 'pt-BR' })).name).toBe(names.pt);
    expect((await first({ language: 'fr' })).name).toBe(names.ty);
    expect((await first({ language: 'ty' })).name).toBe(names.ty);
    const fallback = await first({ language: 'xx' });
    expect(fallback.name).toBe(names.es);
    expect(fallback.image).toBe('/assets/games/PG-0001.webp?v=3&lang=es');
    expect((await first({})).name).toBe(names.es);
    // The request's own language wins over the header.
    expect((await first({ language: 'en' }, { Language: 'pt' })).name).toBe(names.en);
  });

  it('takes search text literally, SQL and wildcards included', async () => {
    const before = await list({});
    for (const text of ["'; DROP TABLE games; --", '%', '_', '\\', "dragon' OR '1'='1"]) {
      expect((await list({ gameName: text })).total).toBe(0);
    }
    expect((await list({})).total).toBe(before.total);
  });

  it('refuses bad filters, paging and over-long names with field errors', async () => {
    expect((await refused({ gameType: 'CASINO' })).fields).toHaveProperty('gameType');
    expect((await refused({ gameClassify: 'slots' })).fields).toHaveProperty('gameClassify');
    expect((await refused({ filter: 'TOP' })).fields).toHaveProperty('filter');
    expect((await refused({ page: 0 })).fields).toHaveProperty('page');
    expect((await refused({ pageSize: 1000 })).fields).toHaveProperty('pageSize');
    expect((await refused({ gameName: 'x'.repeat(61) })).fields).toHaveProperty('gameName');
    expect((await refused({ minBet: -1 })).fields).toHaveProperty('minBet');
    expect((await refused({ minLineNum: 'many' })).fields).toHaveProperty('minLineNum');
    expect((await refused({ orderBy: 'name' })).fields).toHaveProperty('orderBy');
  });

  it('marks favourites for a valid token and ignores an invalid one', async () => {
    const { token } = await newPlayer(server, 'list_marker');
    await server.call(games.setFavourite, { gameCode: 'PG-0003', favourite: true }, { token });
    const marked = await list({ vendorCode: 'PG', pageSize: 3 }, { token });
    expect(marked.games.map((game) => [game.code, game.isFavourite])).toEqual([
      ['PG-0001', false],
      ['PG-0002', false],
      ['PG-0003', true],
    ]);
    const anonymous = await list({ vendorCode: 'PG', pageSize: 3 });
    expect(anonymous.games[2]!.isFavourite).toBe(false);
    const badToken = await list({ vendorCode: 'PG', pageSize: 3 }, { token: 'not-a-session' });
    expect(badToken.games[2]!.isFavourite).toBe(false);
    expect((await list({ filter: 'FAV' }, { token: 'not-a-session' })).total).toBe(0);
  });
});

describe('artwork', () => {
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('draws a game thumbnail with its name, cached for a year', async () => {
    const rows = await db()
      .selectFrom('game_names')
      .select(['language', 'name'])
      .where('game_code', '=', 'PG-0003')
      .execute();
    const names = Object.fromEntries(rows.map((row) => [row.language, row.name]));
    const firstWord = (name: string) => name.split(' ')[0]!;
    const answer = await get('/assets/games/PG-0003.svg?v=2&lang=es');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toContain(`>${firstWord(names.es!)}`);
    expect((await get('/assets/games/PG-0003.svg?v=2&lang=es')).body).toBe(answer.body);
    expect((await get('/assets/games/PG-0003.svg?v=2&lang=en')).body).toContain(`>${firstWord(names.en!)}`);
  });

  it('sends the game thumbnail the catalogue links as a 320 px WebP picture, cached for a year', async () => {
    const [game] = (await list({ vendorCode: 'PG', pageSize: 1, language: 'en' })).games;
    const answer = await server.app.inject({ method: 'GET', url: game!.image });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = answer.rawPayload;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const { width, height } = await sharp(bytes).metadata();
    expect([width, height]).toEqual([320, 320]);
    // Small enough for a screenful of cards on a phone's connection.
    expect(bytes.length).toBeLessThan(12_000);
    expect((await server.app.inject({ method: 'GET', url: game!.image })).rawPayload.equals(bytes)).toBe(
      true,
    );
  });

  it('draws vendor marks: the initials, which no crop of the picture cuts, named by the vendor', async () => {
    const answer = await get('/assets/vendors/EVO.svg?v=2');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body).toContain('aria-label="Evolution"');
    expect(answer.body).toContain('>Ev</text>');
    expect((await get('/assets/vendors/PP.svg?v=2')).body).toContain('>PP</text>');
  });

  it('answers 404 for unknown or malformed codes', async () => {
    for (const url of [
      '/assets/games/PG-9999.svg',
      '/assets/games/PG-9999.webp',
      '/assets/games/PG-0003.png',
      '/assets/games/..%2Fetc.svg',
      '/assets/vendors/NOPE.svg',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('escapes names in the drawing', async () => {
    await db()
      .updateTable('game_names')
      .set({ name: '<script>alert("x")</script> & Co' })
      .where('game_code', '=', 'PG-0004')
      .where('language', '=', 'en')
      .execute();
    const answer = await get('/assets/games/PG-0004.svg?v=2&lang=en');
    expect(answer.body).not.toContain('<script>');
    expect(answer.body).toContain('&#60;script&#62;');
    expect(answer.body).toContain('&#38; Co');
  });
});
