import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskAccount } from '../../../server/modules/auth/mask-account';
import { WALLET_MODE_SETTING } from '../../../server/modules/vendors/seed';
import { creditRound, debitRound } from '../../../server/modules/wallet/seamless';
import { errors, games } from '../../../src/core/contract';
import type { Game, Room, SubGame, Winner } from '../../../src/core/contract/games';
import { DEFAULT_POLICY, startServer, type TestServer } from './harness';
import { newPlayer } from './payments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const db = () => server.ctx.db;
const at = () => new Date(server.clock.now());

async function ok<T>(answer: Promise<{ status: number; body: { value: unknown } }>): Promise<T> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value as T;
}

/** A launch as the launch call records it (recent, popular and room players read these). */
async function launched(
  memberId: number,
  gameCode: string,
  options: { minutesAgo?: number; roomId?: string } = {},
) {
  const game = await db()
    .selectFrom('games')
    .select('vendor_code')
    .where('code', '=', gameCode)
    .executeTakeFirstOrThrow();
  const createdAt = new Date(server.clock.now() - (options.minutesAgo ?? 0) * 60_000);
  await db()
    .insertInto('game_launches')
    .values({
      token_hash: randomBytes(32).toString('hex'),
      member_id: memberId,
      game_code: gameCode,
      room_id: options.roomId ?? null,
      vendor_code: game.vendor_code,
      parent_origin: 'https://play.gamedeck.test',
      language: 'en',
      created_at: createdAt,
      expires_at: new Date(createdAt.getTime() + 120_000),
      used_at: null,
    })
    .execute();
}

async function topLevelCodes(vendorCode: string, count: number): Promise<string[]> {
  const rows = await db()
    .selectFrom('games')
    .select('code')
    .where('vendor_code', '=', vendorCode)
    .where('parent_code', 'is', null)
    .where('is_game', '=', 'GAME')
    .orderBy('sort')
    .limit(count)
    .execute();
  return rows.map((row) => row.code);
}

// First: the popular list is read before other tests launch games.
describe('hot, popular and new games', () => {
  it('lists hot games only, spread over vendors, and by vassalage', async () => {
    const hot = await ok<{ list: Game[] }>(server.call(games.hotGames, { language: 'en' }));
    expect(hot.list.length).toBeGreaterThan(3);
    expect(hot.list.every((game) => game.tags.includes('hot'))).toBe(true);
    // Each vendor's first hot game comes before any vendor's second.
    const firstVendors = hot.list.slice(0, 3).map((game) => game.vendorCode);
    expect(new Set(firstVendors).size).toBe(3);
    const jili = await ok<{ list: Game[] }>(server.call(games.hotGames, { vassalage: 'JILI' }));
    expect(jili.list.every((game) => ['JILI', 'JILIFISH', 'JILIPVP'].includes(game.vendorCode))).toBe(true);
    const bad = await server.call(games.hotGames, { platform: 'android' });
    expect(bad.status).toBe(400);
  });

  it('puts the most launched games of the last 7 days first, then tops up with hot games', async () => {
    const member = await newPlayer(server, 'popular_maker');
    const [often, once, old] = await topLevelCodes('CQ9', 3);
    for (let i = 0; i < 3; i++) await launched(member.id, often!, { minutesAgo: 30 });
    await launched(member.id, once!, { minutesAgo: 30 });
    await launched(member.id, old!, { minutesAgo: 8 * 24 * 60 });

    const popular = await ok<{ list: Game[] }>(
      server.call(games.popularGames, { count: 20, language: 'en' }),
    );
    const hotLaunchable = await db()
      .selectFrom('games')
      .select('code')
      .where('is_hot', '=', true)
      .where('maintenance', '=', false)
      .where('parent_code', 'is', null)
      .where('code', 'not in', [often!, once!])
      .execute();
    // The small test catalogue has fewer hot games than the shelf holds.
    expect(popular.list).toHaveLength(Math.min(20, 2 + hotLaunchable.length));
    const codes = popular.list.map((game) => game.code);
    expect(codes.slice(0, 2)).toEqual([often, once]);
    expect(new Set(codes).size).toBe(codes.length);
    const topUp = popular.list.slice(2);
    expect(topUp.every((game) => game.tags.includes('hot') && !game.maintenance)).toBe(true);
    expect(codes).not.toContain(old);

    expect((await ok<{ list: Game[] }>(server.call(games.popularGames, { count: 5 }))).list).toHaveLength(5);
  });

  it('answers a prize mode’s lottery games, and refuses bad counts and modes', async () => {
    const lott = await ok<{ list: Game[] }>(server.call(games.popularGames, { prizeMode: 'Lott' }));
    expect(lott.list.map((game) => game.code)).toEqual(['LOTT-3D', 'LOTT-F10']);
    expect(lott.list.every((game) => game.gameType === 'LOTT' && game.gameClassify === 'LOTT')).toBe(true);
    for (const input of [{ count: 0 }, { count: 51 }, { prizeMode: 'POWERBALL' }]) {
      const answer = await server.call(games.popularGames, input);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(errors.INVALID_INPUT.code);
    }
  });

  it('lists one lane of new games per vendor that has any, in vendor order', async () => {
    const answer = await ok<{ data: { lanes: { vendorCode: string; games: Game[] }[] } }>(
      server.call(games.newGameVendor, { language: 'en' }),
    );
    const lanes = answer.data.lanes;
    expect(lanes.length).toBeGreaterThan(1);
    const vendorOrder = (await db().selectFrom('vendors').select('code').orderBy('sort').execute()).map(
      (row) => row.code,
    );
    const laneOrder = lanes.map((lane) => vendorOrder.indexOf(lane.vendorCode));
    expect(laneOrder).toEqual([...laneOrder].sort((a, b) => a - b));
    for (const lane of lanes) {
      expect(lane.games.length).toBeGreaterThan(0);
      expect(lane.games.length).toBeLessThanOrEqual(20);
      expect(
        lane.games.every((game) => game.vendorCode === lane.vendorCode && game.tags.includes('new')),
      ).toBe(true);
    }
  });

  it('marks favourites on public shelves for a signed-in member', async () => {
    const { token } = await newPlayer(server, 'shelf_marker');
    const hot = await ok<{ list: Game[] }>(server.call(games.hotGames, {}));
    const pick = hot.list[1]!;
    await server.call(games.setFavourite, { gameCode: pick.code, favourite: true }, { token });
    const mine = await ok<{ list: Game[] }>(server.call(games.hotGames, {}, { token }));
    expect(mine.list.find((game) => game.code === pick.code)!.isFavourite).toBe(true);
    expect(mine.list.filter((game) => game.isFavourite)).toHaveLength(1);
  });
});

describe('favourites', () => {
  it('adds, repeats and removes a favourite, and lists them newest first', async () => {
    const { token } = await newPlayer(server, 'fav_keeper');
    const [first, second] = await topLevelCodes('JILI', 2);
    const set = (gameCode: string, favourite: boolean) =>
      ok<{ gameCode: string; favourite: boolean }>(
        server.call(games.setFavourite, { gameCode, favourite }, { token }),
      );

    expect(await set(first!, true)).toEqual({ gameCode: first, favourite: true });
    expect(await set(first!, true)).toEqual({ gameCode: first, favourite: true });
    server.clock.advance(1_000);
    await set(second!, true);
    expect(await ok<{ list: string[] }>(server.call(games.favouriteCodes, {}, { token }))).toEqual({
      list: [second, first],
    });
    const listed = await ok<{ list: Game[] }>(
      server.call(games.favouriteGames, { language: 'en' }, { token }),
    );
    expect(listed.list.map((game) => [game.code, game.isFavourite])).toEqual([
      [second, true],
      [first, true],
    ]);
    const filtered = await ok<{ games: Game[]; total: number }>(
      server.call(games.gameList, { filter: 'FAV' }, { token }),
    );
    expect(filtered.games.map((game) => game.code)).toEqual([second, first]);

    expect(await set(first!, false)).toEqual({ gameCode: first, favourite: false });
    expect(await set(first!, false)).toEqual({ gameCode: first, favourite: false });
    expect(await ok<{ list: string[] }>(server.call(games.favouriteCodes, {}, { token }))).toEqual({
      list: [second],
    });
  });

  it('keeps each member to their own favourites', async () => {
    const one = await newPlayer(server, 'fav_one');
    const other = await newPlayer(server, 'fav_other');
    const [code] = await topLevelCodes('PP', 1);
    await server.call(games.setFavourite, { gameCode: code, favourite: true }, { token: one.token });
    expect(
      await ok<{ list: string[] }>(server.call(games.favouriteCodes, {}, { token: other.token })),
    ).toEqual({ list: [] });
  });

  it('refuses an unknown game, bad input and a missing session', async () => {
    const { token } = await newPlayer(server, 'fav_refused');
    const unknown = await server.call(
      games.setFavourite,
      { gameCode: 'PG-9999', favourite: true },
      { token },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(errors.NOT_FOUND.code);
    const notBoolean = await server.call(
      games.setFavourite,
      { gameCode: 'PG-0001', favourite: 'yes' },
      { token },
    );
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.fields).toHaveProperty('favourite');
    const tooLong = await server.call(
      games.setFavourite,
      { gameCode: 'P'.repeat(61), favourite: true },
      { token },
    );
    expect(tooLong.body.fields).toHaveProperty('gameCode');
    const anonymous = await server.call(games.setFavourite, { gameCode: 'PG-0001', favourite: true });
    expect(anonymous.body.code).toBe(errors.NOT_LOGGED_IN.code);
    expect((await server.call(games.favouriteCodes, {})).body.code).toBe(errors.NOT_LOGGED_IN.code);
    expect((await server.call(games.favouriteGames, {})).body.code).toBe(errors.NOT_LOGGED_IN.code);
  });
});

describe('recent games', () => {
  it('lists each launched game once, last launched first, at most 20', async () => {
    const member = await newPlayer(server, 'recent_player');
    const codes = await topLevelCodes('JDB', 22);
    for (const [index, code] of codes.entries()) await launched(member.id, code, { minutesAgo: 100 - index });
    // Launched again, most recently of all.
    await launched(member.id, codes[0]!, { minutesAgo: 1 });

    const recent = await ok<{ list: Game[] }>(
      server.call(games.recentGames, { language: 'en' }, { token: member.token }),
    );
    expect(recent.list).toHaveLength(20);
    expect(recent.list.map((game) => game.code)).toEqual([
      codes[0],
      ...codes.slice(1).reverse().slice(0, 19),
    ]);

    const filtered = await ok<{ games: Game[]; total: number }>(
      server.call(games.gameList, { filter: 'RECENT', pageSize: 5 }, { token: member.token }),
    );
    expect(filtered.total).toBe(22);
    expect(filtered.games.map((game) => game.code)).toEqual(recent.list.slice(0, 5).map((game) => game.code));
  });

  it('is empty for a member who never played and in the RECENT filter without a session', async () => {
    const member = await newPlayer(server, 'recent_none');
    expect(await ok<{ list: Game[] }>(server.call(games.recentGames, {}, { token: member.token }))).toEqual({
      list: [],
    });
    expect(await ok<{ total: number }>(server.call(games.gameList, { filter: 'RECENT' }))).toMatchObject({
      total: 0,
      games: [],
    });
    expect((await server.call(games.recentGames, {})).body.code).toBe(errors.NOT_LOGGED_IN.code);
  });
});

describe('VASSALAGE sub-games', () => {
  it('lists the sub-games of a hall in order, in the language asked for', async () => {
    const { token } = await newPlayer(server, 'hall_visitor');
    const hall = await db()
      .selectFrom('games')
      .select('code')
      .where('is_game', '=', 'VASSALAGE')
      .orderBy('code')
      .executeTakeFirstOrThrow();
    const expected = await db()
      .selectFrom('games as g')
      .innerJoin('game_names as n', 'n.game_code', 'g.code')
      .select(['g.code', 'n.name', 'g.min_bet_minor'])
      .where('g.parent_code', '=', hall.code)
      .where('n.language', '=', 'pt')
      .orderBy('g.sort')
      .execute();
    const answer = await ok<{ game: Game; list: SubGame[] }>(
      server.call(games.vassGameType, { gameCode: hall.code, language: 'pt' }, { token }),
    );
    expect(answer.game).toMatchObject({ code: hall.code, isGame: 'VASSALAGE' });
    expect(answer.list).toEqual(
      expected.map((row) => ({
        code: row.code,
        name: row.name,
        image: `/assets/games/${row.code}.webp?v=3&lang=pt`,
        minBet: Number(row.min_bet_minor),
      })),
    );
    expect(answer.list.length).toBeGreaterThanOrEqual(4);
  });

  it('answers NOT_FOUND for an ordinary or unknown game and NOT_LOGGED_IN without a session', async () => {
    const { token } = await newPlayer(server, 'hall_refused');
    const [ordinary] = await topLevelCodes('PG', 1);
    for (const gameCode of [ordinary!, 'PG-9999', "x' or 1=1 --"]) {
      const answer = await server.call(games.vassGameType, { gameCode }, { token });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(errors.NOT_FOUND.code);
    }
    expect((await server.call(games.vassGameType, { gameCode: '' }, { token })).status).toBe(400);
    expect((await server.call(games.vassGameType, { gameCode: ordinary })).body.code).toBe(
      errors.NOT_LOGGED_IN.code,
    );
  });
});

describe('PvP rooms', () => {
  it('lists rooms in order with the members who launched them in the last 10 minutes', async () => {
    const one = await newPlayer(server, 'room_one');
    const two = await newPlayer(server, 'room_two');
    const before = await ok<{ list: Room[] }>(
      server.call(games.roomList, { vendorCode: 'KM' }, { token: one.token }),
    );
    expect(before.list.length).toBeGreaterThanOrEqual(3);
    expect(before.list.length).toBeLessThanOrEqual(5);
    expect(before.list.map((room) => room.roomId)).toEqual(before.list.map((_, index) => `KM-R${index + 1}`));
    expect(before.list.every((room) => room.players === 0 && room.vendorCode === 'KM')).toBe(true);

    const room = before.list[0]!;
    await launched(one.id, room.gameCode, { roomId: room.roomId, minutesAgo: 2 });
    await launched(one.id, room.gameCode, { roomId: room.roomId, minutesAgo: 1 });
    await launched(two.id, room.gameCode, { roomId: room.roomId, minutesAgo: 3 });
    await launched(two.id, room.gameCode, { roomId: before.list[1]!.roomId, minutesAgo: 11 });
    const after = await ok<{ list: Room[] }>(
      server.call(games.roomList, { vendorCode: 'KM' }, { token: one.token }),
    );
    expect(after.list[0]!.players).toBe(2);
    expect(after.list[1]!.players).toBe(0);

    server.clock.advance(8 * 60_000);
    const later = await ok<{ list: Room[] }>(
      server.call(games.roomList, { vendorCode: 'KM' }, { token: one.token }),
    );
    expect(later.list[0]!.players).toBe(1);
  });

  it('names rooms after their game in the language asked for', async () => {
    const { token } = await newPlayer(server, 'room_reader');
    const rooms = await ok<{ list: Room[] }>(server.call(games.roomList, { language: 'es' }, { token }));
    expect(new Set(rooms.list.map((room) => room.vendorCode))).toEqual(
      new Set(['KM', 'V8', 'TPPVP', 'JILIPVP']),
    );
    const first = rooms.list[0]!;
    const name = await db()
      .selectFrom('game_names')
      .select('name')
      .where('game_code', '=', first.gameCode)
      .where('language', '=', 'es')
      .executeTakeFirstOrThrow();
    expect(first.name).toBe(`${name.name} · 1`);
    expect(await ok(server.call(games.roomList, { vendorCode: 'NOPE' }, { token }))).toEqual({ list: [] });
    expect((await server.call(games.roomList, {})).body.code).toBe(errors.NOT_LOGGED_IN.code);
  });
});

describe('winners board', () => {
  async function playRound(
    memberId: number,
    gameCode: string,
    stake: number,
    payout: number | null,
    ref: string,
  ) {
    const game = await db()
      .selectFrom('games')
      .select('vendor_code')
      .where('code', '=', gameCode)
      .executeTakeFirstOrThrow();
    server.clock.advance(60_000);
    await debitRound(db(), {
      memberId,
      vendorCode: game.vendor_code,
      roundRef: ref,
      gameCode,
      stakeMinor: stake,
      policy: DEFAULT_POLICY,
      at: at(),
    });
    if (payout !== null) {
      await creditRound(db(), server.ctx.hooks.roundSettled, {
        vendorCode: game.vendor_code,
        roundRef: ref,
        payoutMinor: payout,
        at: at(),
      });
    }
  }

  it('lists settled rounds that paid more than their stake, latest or biggest first, masked', async () => {
    await db()
      .updateTable('brand_settings')
      .set({ value: JSON.stringify('single') })
      .where('key', '=', WALLET_MODE_SETTING)
      .execute();
    try {
      const winner = await newPlayer(server, 'lucky_winner', 100_000);
      const [small, big, lost] = await topLevelCodes('HABA', 3);
      await playRound(winner.id, small!, 1_000, 1_500, 'rank-1');
      await playRound(winner.id, big!, 2_000, 12_000, 'rank-2');
      await playRound(winner.id, lost!, 1_000, 0, 'rank-3');
      await playRound(winner.id, lost!, 1_000, 1_000, 'rank-4');
      await playRound(winner.id, lost!, 1_000, null, 'rank-5');
      await playRound(winner.id, small!, 500, 900, 'rank-6');

      const latest = await ok<{ list: Winner[] }>(server.call(games.rankList, { language: 'en' }));
      expect(latest.list.map((row) => [row.gameCode, row.winAmount])).toEqual([
        [small, 400],
        [big, 10_000],
        [small, 500],
      ]);
      const englishName = await db()
        .selectFrom('game_names')
        .select('name')
        .where('game_code', '=', big!)
        .where('language', '=', 'en')
        .executeTakeFirstOrThrow();
      expect(latest.list[1]).toMatchObject({
        account: 'lu***er',
        gameName: englishName.name,
        vendorName: 'Habanero',
        stake: 2_000,
        payout: 12_000,
      });
      expect(Date.parse(latest.list[0]!.at)).toBe(server.clock.now());

      const biggest = await ok<{ list: Winner[] }>(
        server.call(games.rankList, { order: 'biggest', count: 2 }),
      );
      expect(biggest.list.map((row) => row.winAmount)).toEqual([10_000, 500]);
      const spanish = await db()
        .selectFrom('game_names')
        .select('name')
        .where('game_code', '=', big!)
        .where('language', '=', 'es')
        .executeTakeFirstOrThrow();
      expect(biggest.list[0]!.gameName).toBe(spanish.name);
    } finally {
      await db()
        .updateTable('brand_settings')
        .set({ value: JSON.stringify('transfer') })
        .where('key', '=', WALLET_MODE_SETTING)
        .execute();
    }
  });

  it('refuses a bad order or count', async () => {
    for (const input of [{ order: 'richest' }, { count: 0 }, { count: 51 }]) {
      const answer = await server.call(games.rankList, input);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(errors.INVALID_INPUT.code);
    }
  });

  it('masks accounts of every length', () => {
    expect(maskAccount('demo_player')).toBe('de***er');
    expect(maskAccount('abcd')).toBe('a***d');
    expect(maskAccount('ab')).toBe('a***');
  });
});
