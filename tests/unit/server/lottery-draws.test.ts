import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOTTERY_GAMES, lotteryGame } from '../../../server/modules/lottery/games';
import {
  drawById,
  drawIdOf,
  drawsAfter,
  drawsUntil,
  openDraw,
} from '../../../server/modules/lottery/schedule';
import { DrawSeeds } from '../../../server/modules/lottery/seeds';
import { loadOrCreateSecretFile } from '../../../server/security/secret-file';
import { games, lottery } from '../../../src/core/contract';
import { NORTH_TIERS, SOUTH_TIERS } from '../../../src/core/lottery/draw';
import { winningTable } from '../../../src/core/lottery/plays';
import { LogCapture, startServer, type TestServer } from './harness';
import { at, moveClockTo, openDrawOf, placeSlip, TEST_LOTTERY_SECRET, testSeeds } from './lottery-fixtures';
import { newPlayer } from './payments-fixtures';

const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

describe('the lottery secret file', () => {
  it('is created as hex on first start and read back as the same bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-lottery-secret-'));
    try {
      const path = join(dir, 'lottery-secret');
      const created = await loadOrCreateSecretFile(path);
      expect(readFileSync(path, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
      expect(await loadOrCreateSecretFile(path)).toEqual(created);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start on a secret that is not hex or shorter than 32 bytes, instead of using part of it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-lottery-secret-'));
    try {
      const path = join(dir, 'lottery-secret');
      for (const text of [
        `${'ab'.repeat(31)}zz${'ab'.repeat(10)}`,
        'ab'.repeat(31),
        'my lottery secret phrase that is long enough',
      ]) {
        writeFileSync(path, text);
        await expect(loadOrCreateSecretFile(path)).rejects.toThrow(/hexadecimal, at least 64 characters/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seeds and numbers', () => {
  const drawAt = new Date('2025-01-15T11:15:00Z');

  it('derives the seed as HMAC-SHA-256(secret, drawId) and publishes its SHA-256', () => {
    const seed = testSeeds.revealedSeed('XSMB-20250115-1815', drawAt, drawAt);
    expect(seed).toBe(createHmac('sha256', TEST_LOTTERY_SECRET).update('XSMB-20250115-1815').digest('hex'));
    expect(testSeeds.hash('XSMB-20250115-1815')).toBe(sha256Hex(seed));
  });

  it('draws the same numbers from the same seed, and other numbers from another', async () => {
    const first = await testSeeds.prizes('XSMB-20250115-1815', drawAt, drawAt, 'north');
    expect(await testSeeds.prizes('XSMB-20250115-1815', drawAt, drawAt, 'north')).toEqual(first);
    expect(
      await new DrawSeeds(TEST_LOTTERY_SECRET).prizes('XSMB-20250115-1815', drawAt, drawAt, 'north'),
    ).toEqual(first);
    expect(
      await testSeeds.prizes(
        'XSMB-20250116-1815',
        new Date('2025-01-16T11:15:00Z'),
        drawAt.getTime() ? new Date('2025-01-16T11:15:00Z') : drawAt,
        'north',
      ),
    ).not.toEqual(first);
  });

  it('matches the worked example of docs/lottery.md', async () => {
    const prizes = await testSeeds.prizes('XSMB-20250115-1815', drawAt, drawAt, 'north');
    expect(testSeeds.revealedSeed('XSMB-20250115-1815', drawAt, drawAt)).toMatchInlineSnapshot(
      `"a73a49ab9c323441a954fd6be715f14f00e9919d5cda06effbc1b4e5fad9fd52"`,
    );
    expect(prizes.slice(0, 2)).toMatchInlineSnapshot(`
      [
        {
          "numbers": [
            "34095",
          ],
          "tier": "special",
        },
        {
          "numbers": [
            "42190",
          ],
          "tier": "first",
        },
      ]
    `);
  });

  it('draws the northern 27 numbers and the southern 18, each with its tier’s digits', async () => {
    const north = await testSeeds.prizes('XSMB-20250115-1815', drawAt, drawAt, 'north');
    expect(north.flatMap((prize) => prize.numbers)).toHaveLength(27);
    north.forEach((prize, index) => {
      expect(prize.tier).toBe(NORTH_TIERS[index]!.tier);
      for (const number of prize.numbers)
        expect(number).toMatch(new RegExp(`^\\d{${NORTH_TIERS[index]!.digits}}$`));
    });
    const south = await testSeeds.prizes('XSMN-DN-20250115-1615', drawAt, drawAt, 'south');
    expect(south.flatMap((prize) => prize.numbers)).toHaveLength(18);
    south.forEach((prize, index) => {
      expect(prize.tier).toBe(SOUTH_TIERS[index]!.tier);
      for (const number of prize.numbers)
        expect(number).toMatch(new RegExp(`^\\d{${SOUTH_TIERS[index]!.digits}}$`));
    });
  });

  it('never reveals a seed before its draw', () => {
    expect(() =>
      testSeeds.revealedSeed('XSMB-20250115-1815', drawAt, new Date(drawAt.getTime() - 1)),
    ).toThrow();
    expect(JSON.stringify({ seeds: testSeeds })).not.toContain(TEST_LOTTERY_SECRET.toString('hex'));
  });
});

describe('the schedule', () => {
  it('draws the north every day at 18:15 and the provinces on their weekdays, in Vietnam’s time', () => {
    // 2025-01-15 08:00 UTC is Wednesday 15:00 in Hồ Chí Minh City.
    const from = new Date('2025-01-15T08:00:00Z');
    const north = drawsAfter(lotteryGame('XSMB')!, from, 7);
    expect(north.map((draw) => draw.drawId)).toEqual([
      'XSMB-20250115-1815',
      'XSMB-20250116-1815',
      'XSMB-20250117-1815',
      'XSMB-20250118-1815',
      'XSMB-20250119-1815',
      'XSMB-20250120-1815',
      'XSMB-20250121-1815',
    ]);
    expect(north[0]!.drawAt.toISOString()).toBe('2025-01-15T11:15:00.000Z');
    expect(north[0]!.closeAt.toISOString()).toBe('2025-01-15T11:00:00.000Z');
    // Hồ Chí Minh City draws on Monday and Saturday at 16:15.
    expect(drawsAfter(lotteryGame('XSMN-HCM')!, from, 3).map((draw) => draw.drawId)).toEqual([
      'XSMN-HCM-20250118-1615',
      'XSMN-HCM-20250120-1615',
      'XSMN-HCM-20250125-1615',
    ]);
    expect(drawsUntil(lotteryGame('XSMT-DNG')!, from, 2).map((draw) => draw.drawId)).toEqual([
      'XSMT-DNG-20250111-1715',
      'XSMT-DNG-20250108-1715',
    ]);
    // Every weekday has its provinces: three or four in the south, two or three in the centre.
    for (let day = 0; day < 7; day++) {
      const dayStart = new Date(Date.UTC(2025, 0, 19 + day) - 7 * 3600_000);
      const drawing = LOTTERY_GAMES.filter(
        (game) =>
          game.region !== null &&
          game.region !== 'north' &&
          drawsAfter(game, dayStart, 1)[0]!.drawAt.getTime() < dayStart.getTime() + 86_400_000,
      );
      expect(drawing.filter((game) => game.region === 'south').length).toBeGreaterThanOrEqual(3);
      expect(drawing.filter((game) => game.region === 'central').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('has more than 20 SEA games, a one-minute and a five-minute draw, and games in every mode', () => {
    expect(LOTTERY_GAMES.filter((game) => game.prizeMode === 'SEA').length).toBeGreaterThan(20);
    const intervals = LOTTERY_GAMES.flatMap((game) =>
      'everyMinutes' in game.schedule ? [game.schedule.everyMinutes] : [],
    );
    expect(intervals).toContain(1);
    expect(intervals).toContain(5);
    for (const mode of ['SEA', 'Lott', 'ZY', 'Elott'] as const) {
      expect(LOTTERY_GAMES.some((game) => game.prizeMode === mode)).toBe(true);
    }
  });

  it('reads a draw id back only for a real draw of the game', () => {
    const game = lotteryGame('SEA-F5')!;
    const draw = openDraw(game, new Date('2025-01-15T08:02:00Z'));
    expect(draw.drawId).toBe('SEA-F5-20250115-1505');
    expect(drawById(game, draw.drawId)).toEqual(draw);
    expect(drawById(game, 'SEA-F5-20250115-1503')).toBeNull();
    expect(drawById(game, 'SEA-F1-20250115-1505')).toBeNull();
    expect(drawById(lotteryGame('XSMB')!, 'XSMB-20250115-1816')).toBeNull();
    expect(drawIdOf('XSMB', new Date('2025-01-15T17:30:00Z'))).toBe('XSMB-20250116-0030');
  });

  it('closes a fast draw 10 s before and moves on to the next', () => {
    const game = lotteryGame('SEA-F1')!;
    expect(openDraw(game, new Date('2025-01-15T08:00:49.999Z')).drawId).toBe('SEA-F1-20250115-1501');
    expect(openDraw(game, new Date('2025-01-15T08:00:50Z')).drawId).toBe('SEA-F1-20250115-1502');
  });
});

describe('winning tables', () => {
  it('counts lô once per prize ending in it; đề and 3 càng read the special prize', () => {
    const table = winningTable('north', [
      { tier: 'special', numbers: ['12345'] },
      { tier: 'seventh', numbers: ['45', '45', '07', '99'] },
    ]);
    expect(table.hits.lo).toEqual({ '45': 3, '07': 1, '99': 1 });
    expect(table.hits.de).toEqual({ '45': 1 });
    expect(table.hits.bacang).toEqual({ '345': 1 });
    expect(table.endings).toEqual(['07', '45', '99']);
  });

  it('settles big/small and odd/even on the sum, and a triple loses both', () => {
    expect(winningTable('fast', [{ tier: 'special', numbers: ['950'] }]).hits).toEqual({
      exact: { '950': 1 },
      sum: { '14': 1 },
      bigsmall: { big: 1 },
      oddeven: { even: 1 },
    });
    expect(winningTable('fast', [{ tier: 'special', numbers: ['940'] }]).hits.bigsmall).toEqual({ small: 1 });
    const triple = winningTable('fast', [{ tier: 'special', numbers: ['777'] }]).hits;
    expect(triple.bigsmall).toEqual({});
    expect(triple.oddeven).toEqual({});
    expect(triple.sum).toEqual({ '21': 1 });
  });
});

describe('results and menus', () => {
  let server: TestServer;
  const log = new LogCapture();
  beforeAll(async () => {
    server = await startServer({ lotterySecret: TEST_LOTTERY_SECRET, logStream: log });
  });
  afterAll(() => server.close());

  it('answers the last 100 draws of a game, newest first, each checkable', async () => {
    const answer = await server.call(lottery.openedNumbers, { gameCode: 'SEA-F1' });
    expect(answer.body.code).toBe(0);
    const list = answer.body.value!.list;
    expect(list).toHaveLength(100);
    expect(list[0]!.drawId).toBe('SEA-F1-20250115-1500');
    expect(list[99]!.drawId).toBe('SEA-F1-20250115-1321');
    for (const draw of list) {
      expect(sha256Hex(draw.seed)).toBe(draw.hash);
      expect(new Date(draw.drawAt).getTime()).toBeLessThanOrEqual(server.clock.now());
      expect(draw.settled).toBe(true);
    }
    // Asking created the draws' rows, which a second ask reuses.
    const rows = await server.ctx.db
      .selectFrom('lottery_draws')
      .select('draw_id')
      .where('game_code', '=', 'SEA-F1')
      .execute();
    expect(rows).toHaveLength(100);
    const north = await server.call(lottery.openedNumbers, { gameCode: 'XSMB', count: 3 });
    expect(north.body.value!.list.map((draw) => draw.drawId)).toEqual([
      'XSMB-20250114-1815',
      'XSMB-20250113-1815',
      'XSMB-20250112-1815',
    ]);
    expect((await server.call(lottery.openedNumbers, { gameCode: 'NOPE' })).body.code).toBe(1005);
  });

  it('lists every game with its open draw’s hash and its last result', async () => {
    const answer = await server.call(lottery.gameMenu, { language: 'en' });
    const list = answer.body.value!.list;
    expect(list.length).toBe(LOTTERY_GAMES.length);
    const north = list.find((game) => game.gameCode === 'XSMB')!;
    expect(north.name).toBe('North (Hà Nội)');
    expect(north.nextDraw.drawId).toBe('XSMB-20250115-1815');
    expect(north.nextDraw.hash).toBe(testSeeds.hash('XSMB-20250115-1815'));
    expect(north.lastDraw!.drawId).toBe('XSMB-20250114-1815');
    expect(north.plays.map((play) => play.playType)).toEqual([
      'lo',
      'de',
      'bacang',
      'xien2',
      'xien3',
      'xien4',
    ]);
    const sea = await server.call(lottery.gameMenu, { prizeMode: 'SEA' });
    expect(sea.body.value!.list.every((game) => game.prizeMode === 'SEA')).toBe(true);
  });

  it('fills the popular list of 20 with SEA games, and the other modes with theirs', async () => {
    const sea = await server.call(games.popularGames, { count: 20, prizeMode: 'SEA' });
    expect(sea.body.value!.list).toHaveLength(20);
    expect(sea.body.value!.list.every((game) => game.vendorCode === 'VNLOTT')).toBe(true);
    for (const [mode, vendor] of [
      ['Lott', 'TCG'],
      ['ZY', 'SGWIN'],
      ['Elott', 'GDLOTT'],
    ] as const) {
      const answer = await server.call(games.popularGames, { count: 20, prizeMode: mode });
      expect(answer.body.value!.list.length).toBeGreaterThan(0);
      expect(answer.body.value!.list.every((game) => game.vendorCode === vendor)).toBe(true);
    }
  });

  it('puts the most bet game of a mode first', async () => {
    const player = await newPlayer(server, 'lottery_popular', 100_000);
    expect(
      (await placeSlip(server, player.token, 'XSMT-KT', [{ playType: 'lo', selection: ['11'], stake: 100 }]))
        .body.code,
    ).toBe(0);
    const sea = await server.call(games.popularGames, { count: 20, prizeMode: 'SEA' });
    expect(sea.body.value!.list[0]!.code).toBe('XSMT-KT');
    const recent = await server.call(lottery.recentGameMenu, {}, { token: player.token });
    expect(recent.body.value!.list.map((game) => game.gameCode)).toEqual(['XSMT-KT']);
  });

  it('shows no seed of a draw to come in any answer, error or log line', async () => {
    const player = await newPlayer(server, 'lottery_secretive', 100_000);
    const open = openDrawOf(server, 'SEA-F1');
    const futureSeeds = [open, ...drawsAfter(lotteryGame('SEA-F1')!, open.drawAt, 3)].map((draw) =>
      testSeeds.revealedSeed(draw.drawId, draw.drawAt, draw.drawAt),
    );
    const north = openDrawOf(server, 'XSMB');
    futureSeeds.push(testSeeds.revealedSeed(north.drawId, north.drawAt, north.drawAt));
    const bodies = [
      await server.call(lottery.gameMenu, {}),
      await server.call(lottery.recentGameMenu, {}, { token: player.token }),
      await server.call(lottery.openedNumbers, { gameCode: 'SEA-F1' }),
      await placeSlip(server, player.token, 'SEA-F1', [
        { playType: 'bigsmall', selection: ['big'], stake: 100 },
      ]),
      await placeSlip(server, player.token, 'SEA-F1', [
        { playType: 'bigsmall', selection: ['huge'], stake: 100 },
      ]),
      await placeSlip(
        server,
        player.token,
        'SEA-F1',
        [{ playType: 'exact', selection: ['123'], stake: 100 }],
        {
          drawId: drawsAfter(lotteryGame('SEA-F1')!, open.drawAt, 1)[0]!.drawId,
        },
      ),
      await server.call(lottery.memberBets, {}, { token: player.token }),
    ].map((answer) => JSON.stringify(answer.body));
    expect(bodies[3]).toContain('"code":0');
    for (const seed of futureSeeds) {
      for (const body of bodies) expect(body).not.toContain(seed);
      expect(log.text).not.toContain(seed);
    }
    // Once the draw has taken place, its seed is public.
    moveClockTo(server, open.drawAt);
    const after = await server.call(lottery.openedNumbers, { gameCode: 'SEA-F1', count: 1 });
    expect(after.body.value!.list[0]!.seed).toBe(futureSeeds[0]);
    expect(after.body.value!.list[0]!.settled).toBe(false);
    expect(at(server).getTime()).toBe(open.drawAt.getTime());
  });
});
