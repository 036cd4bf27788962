import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticOperatorConfig } from '../../../server/config/operator';
import { playAssets } from '../../../server/games/assets';
import { formatRtp } from '../../../server/games/client/common';
import { slotConfig } from '../../../server/games/slot/config';
import { evaluateLine, gridOf } from '../../../server/games/slot/engine';
import { memberBalance, vendorWalletKind } from '../../../server/modules/ledger/accounts';
import { auth, errors } from '../../../src/core/contract';
import {
  balanceOf,
  insertFixtureGames,
  launchGame,
  losingStops,
  makeFreePlay,
  newGamePlayer,
  newSpinId,
  openGame,
  openPage,
  type Player,
  rouletteSpin,
  ScriptedRng,
  slotSpin,
  sumOfAllBalances,
  wildTopStops,
} from './games-play-fixtures';
import { startServer, type TestServer } from './harness';

const PARTNER = 'https://partner.example';

const rng = new ScriptedRng(99);
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ gameRng: rng, operator: staticOperatorConfig({ corsOrigins: [PARTNER] }) });
  await insertFixtureGames(server);
});
afterAll(() => server.close());

const db = () => server.ctx.db;
/** Lets the round pace pass before the next spin of a session. */
const nextRound = () => server.clock.advance(2_500);

/** The whole grid's win in line bets, as the paytable says. */
function lineMultipliers(stops: number[]): number {
  const grid = gridOf(slotConfig, stops);
  return slotConfig.paylines.reduce(
    (sum, rows) =>
      sum +
      (evaluateLine(
        slotConfig,
        rows.map((row, reel) => grid[reel]![row]!),
      )?.multiplier ?? 0),
    0,
  );
}

async function roundsOf(sessionId: number) {
  return db().selectFrom('rounds').selectAll().where('round_ref', 'like', `${sessionId}:%`).execute();
}

async function sessionIdOf(token: string): Promise<number> {
  const { sha256 } = await import('../../../server/security/tokens');
  const row = await db()
    .selectFrom('game_sessions')
    .select('id')
    .where('token_hash', '=', sha256(token))
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('slot rounds', () => {
  let player: Player;
  let token: string;

  beforeAll(async () => {
    player = await newGamePlayer(server, 'spinner', 100_000);
    token = (await openGame(server, player, 'GD-SLOT-A')).data.sessionToken;
  });

  it('takes the stake and pays the paytable’s win through the ledger, exactly, keeping the books at zero', async () => {
    const stops = wildTopStops();
    rng.queue.push(...stops);
    const before = await balanceOf(server, player.id, vendorWalletKind('PG'));
    expect(before).toBe(100_000);
    const stake = 2_000;
    const answer = await slotSpin(server, token, { spinId: newSpinId(), stake });
    expect(answer.status).toBe(200);
    const value = answer.body.value as {
      payout: number;
      stake: number;
      reels: number[][];
      wins: { line: number; symbol: number; count: number; multiplier: number }[];
      balanceMinor: number;
      totalBalanceMinor: number;
      paytableVersion: string;
    };
    const expectedPayout = Math.floor((stake * lineMultipliers(stops)) / 20);
    expect(value.payout).toBe(expectedPayout);
    expect(value.payout).toBeGreaterThanOrEqual(100_000);
    expect(value.wins).toContainEqual({ line: 2, symbol: slotConfig.wild, count: 5, multiplier: 1_000 });
    expect(value.reels).toEqual(gridOf(slotConfig, stops));
    expect(value.paytableVersion).toBe(slotConfig.version);
    expect(value.balanceMinor).toBe(before - stake + expectedPayout);
    expect(await balanceOf(server, player.id, vendorWalletKind('PG'))).toBe(before - stake + expectedPayout);
    expect(value.totalBalanceMinor).toBe(await memberBalance(db(), player.id));
    expect(await sumOfAllBalances(server)).toBe(0);

    const sessionId = await sessionIdOf(token);
    const [round] = await roundsOf(sessionId);
    expect(round).toMatchObject({
      member_id: player.id,
      vendor_code: 'PG',
      game_code: 'GD-SLOT-A',
      game_type: 'RNG',
      stake_minor: stake,
      payout_minor: expectedPayout,
      status: 'settled',
    });
    const outcome = await db()
      .selectFrom('round_outcomes')
      .selectAll()
      .where('round_id', '=', round!.id)
      .executeTakeFirstOrThrow();
    expect(outcome.session_id).toBe(sessionId);
    expect(outcome.outcome).toMatchObject({
      game: 'slot',
      paytableVersion: slotConfig.version,
      stops,
      linesPlayed: 20,
      stake,
      payout: expectedPayout,
    });
    expect((outcome.outcome as { wins: unknown[] }).wins).toContainEqual({
      line: 2,
      symbol: 0,
      count: 5,
      multiplier: 1_000,
      rows: [0, 0, 0, 0, 0],
    });
  });

  it('loses a losing spin: the stake out, nothing in', async () => {
    nextRound();
    rng.queue.push(...losingStops());
    const before = await balanceOf(server, player.id, vendorWalletKind('PG'));
    const answer = await slotSpin(server, token, { spinId: newSpinId(), stake: 500 });
    expect(answer.body.value).toMatchObject({ payout: 0, wins: [], balanceMinor: before - 500 });
    expect(await balanceOf(server, player.id, vendorWalletKind('PG'))).toBe(before - 500);
    expect(await sumOfAllBalances(server)).toBe(0);
  });

  it('answers a retried spin id with the same round and moves money once, even within the round pace', async () => {
    nextRound();
    const spinId = newSpinId();
    const first = await slotSpin(server, token, { spinId, stake: 1_000 });
    const afterFirst = await balanceOf(server, player.id, vendorWalletKind('PG'));
    server.clock.advance(300);
    const again = await slotSpin(server, token, { spinId, stake: 1_000 });
    expect(again.status).toBe(200);
    expect(again.body.value).toEqual(first.body.value);
    expect(await balanceOf(server, player.id, vendorWalletKind('PG'))).toBe(afterFirst);
    const rounds = (await roundsOf(await sessionIdOf(token))).filter((round) =>
      round.round_ref.endsWith(spinId),
    );
    expect(rounds).toHaveLength(1);
    const transfers = await db()
      .selectFrom('ledger_transfers')
      .select('kind')
      .where('idempotency_key', 'like', `round:PG:%${spinId}:%`)
      .execute();
    expect(transfers.filter((row) => row.kind === 'bet')).toHaveLength(1);
    expect(transfers.filter((row) => row.kind === 'win').length).toBeLessThanOrEqual(1);

    const otherStake = await slotSpin(server, token, { spinId, stake: 2_000 });
    expect(otherStake.body.code).toBe(errors.IDEMPOTENCY_CONFLICT.code);
    expect(await balanceOf(server, player.id, vendorWalletKind('PG'))).toBe(afterFirst);
  });

  it('refuses a round sooner than 2.5 s after the last with GAME_TOO_FAST, leaving no round', async () => {
    nextRound();
    await slotSpin(server, token, { spinId: newSpinId(), stake: 100 });
    const sessionId = await sessionIdOf(token);
    const count = (await roundsOf(sessionId)).length;
    const before = await balanceOf(server, player.id, vendorWalletKind('PG'));
    server.clock.advance(2_499);
    const early = await slotSpin(server, token, { spinId: newSpinId(), stake: 100 });
    expect(early.status).toBe(429);
    expect(early.body.code).toBe(errors.GAME_TOO_FAST.code);
    expect((await roundsOf(sessionId)).length).toBe(count);
    expect(await balanceOf(server, player.id, vendorWalletKind('PG'))).toBe(before);
    server.clock.advance(1);
    expect((await slotSpin(server, token, { spinId: newSpinId(), stake: 100 })).body.code).toBe(0);
  });

  it('refuses stakes the game does not offer and malformed spins with INVALID_INPUT, leaving no round', async () => {
    nextRound();
    const sessionId = await sessionIdOf(token);
    const count = (await roundsOf(sessionId)).length;
    for (const body of [
      { spinId: newSpinId(), stake: 150 },
      { spinId: newSpinId(), stake: 300 },
      { spinId: newSpinId(), stake: 0 },
      { spinId: newSpinId(), stake: -100 },
      { spinId: newSpinId(), stake: 100.5 },
      { spinId: newSpinId(), stake: 10_000 },
      { spinId: newSpinId(), stake: 2 ** 60 },
      { spinId: newSpinId(), stake: '100' },
      { spinId: 'not-a-uuid', stake: 100 },
      { spinId: newSpinId() },
      { spinId: newSpinId(), stake: 100, autoplay: 10 },
    ]) {
      const answer = await slotSpin(server, token, body);
      expect(answer.body.code, JSON.stringify(body)).toBe(errors.INVALID_INPUT.code);
      expect(answer.status).toBe(400);
    }
    expect((await roundsOf(sessionId)).length).toBe(count);
    // Every offered stake plays.
    for (const stake of [100, 200, 500, 1_000, 2_000, 5_000]) {
      nextRound();
      expect((await slotSpin(server, token, { spinId: newSpinId(), stake })).body.code).toBe(0);
    }
  });

  it('refuses a stake over the wallet with INSUFFICIENT_FUNDS, leaving no round and no pause', async () => {
    const short = await newGamePlayer(server, 'shortie', 150);
    // A seamless vendor: bets straight from the main wallet.
    const page = await openGame(server, short, 'GD-SLOT-SPADE');
    expect(page.data.balanceMinor).toBe(150);
    const refused = await slotSpin(server, page.data.sessionToken, { spinId: newSpinId(), stake: 200 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(errors.INSUFFICIENT_FUNDS.code);
    const sessionId = await sessionIdOf(page.data.sessionToken);
    expect(await roundsOf(sessionId)).toEqual([]);
    expect(
      await db()
        .selectFrom('round_outcomes')
        .select('round_id')
        .where('session_id', '=', sessionId)
        .execute(),
    ).toEqual([]);
    expect(await balanceOf(server, short.id, 'player_main')).toBe(150);
    const played = await slotSpin(server, page.data.sessionToken, { spinId: newSpinId(), stake: 100 });
    expect(played.body.code).toBe(0);
    expect(await balanceOf(server, short.id, 'player_main')).toBe(
      50 + (played.body.value as { payout: number }).payout,
    );
  });

  it('ends the game session after four hours, at sign-out, and for a missing or foreign token', async () => {
    const quitter = await newGamePlayer(server, 'quitter', 10_000);
    const page = await openGame(server, quitter, 'GD-SLOT-B');
    const ended = async (sessionToken: string | undefined, route = slotSpin) => {
      const answer = await route(server, sessionToken, { spinId: newSpinId(), stake: 100 });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe(errors.GAME_SESSION_ENDED.code);
    };
    await ended(undefined);
    await ended('x'.repeat(43));
    await ended(quitter.token);
    const roulette = async (s: TestServer, t: string | undefined) =>
      rouletteSpin(s, t, { spinId: newSpinId(), bets: [{ kind: 'red', amount: 100 }] });
    await ended(page.data.sessionToken, roulette as never);
    expect(
      (await slotSpin(server, page.data.sessionToken, { spinId: newSpinId(), stake: 100 })).body.code,
    ).toBe(0);

    await server.call(auth.logout, {}, { token: quitter.token });
    nextRound();
    await ended(page.data.sessionToken);

    const stayer = await newGamePlayer(server, 'longplay', 10_000);
    const long = await openGame(server, stayer, 'GD-SLOT-B');
    server.clock.advance(4 * 3600_000 - 1);
    expect(
      (await slotSpin(server, long.data.sessionToken, { spinId: newSpinId(), stake: 100 })).body.code,
    ).toBe(0);
    server.clock.advance(1);
    await ended(long.data.sessionToken);
  });

  it('takes no new round once the game is under maintenance, still answering a played one', async () => {
    const tester = await newGamePlayer(server, 'maintained', 10_000);
    const page = await openGame(server, tester, 'GD-SLOT-C');
    const spinId = newSpinId();
    const played = await slotSpin(server, page.data.sessionToken, { spinId, stake: 100 });
    await db().updateTable('games').set({ maintenance: true }).where('code', '=', 'GD-SLOT-C').execute();
    try {
      nextRound();
      const refused = await slotSpin(server, page.data.sessionToken, { spinId: newSpinId(), stake: 100 });
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe(errors.GAME_MAINTENANCE.code);
      expect(await roundsOf(await sessionIdOf(page.data.sessionToken))).toHaveLength(1);
      expect((await slotSpin(server, page.data.sessionToken, { spinId, stake: 100 })).body.value).toEqual(
        played.body.value,
      );
    } finally {
      await db().updateTable('games').set({ maintenance: false }).where('code', '=', 'GD-SLOT-C').execute();
    }
  });

  it('bets a free-play account’s demo balance', async () => {
    const guest = await newGamePlayer(server, 'guest_play', 0);
    await makeFreePlay(server, guest.id, 3_000);
    const page = await openGame(server, guest, 'GD-SLOT-B');
    expect(page.data.balanceMinor).toBe(3_000);
    rng.queue.push(...losingStops());
    const answer = await slotSpin(server, page.data.sessionToken, { spinId: newSpinId(), stake: 1_000 });
    expect(answer.body.value).toMatchObject({ payout: 0, balanceMinor: 2_000, totalBalanceMinor: 2_000 });
    expect(await balanceOf(server, guest.id, 'player_demo')).toBe(2_000);
    expect(await balanceOf(server, guest.id, 'player_main')).toBe(0);
  });
});

describe('roulette rounds', () => {
  let player: Player;
  let token: string;

  beforeAll(async () => {
    player = await newGamePlayer(server, 'roller', 50_000);
    token = (await openGame(server, player, 'GD-ROUL-EVO')).data.sessionToken;
  });

  it('settles each bet on the number drawn through the ledger and keeps the last numbers', async () => {
    rng.queue.push(17);
    const bets = [
      { kind: 'straight', numbers: [17], amount: 100 },
      { kind: 'red', amount: 200 },
      { kind: 'odd', amount: 100 },
      { kind: 'dozen2', amount: 100 },
      { kind: 'column2', amount: 100 },
      { kind: 'low', amount: 100 },
      { kind: 'high', amount: 100 },
    ];
    const before = await balanceOf(server, player.id, vendorWalletKind('EVO'));
    expect(before).toBe(50_000);
    const answer = await rouletteSpin(server, token, { spinId: newSpinId(), bets });
    expect(answer.status).toBe(200);
    const value = answer.body.value as {
      number: number;
      colour: string;
      bets: { kind: string; payout: number }[];
      stake: number;
      payout: number;
      history: number[];
      balanceMinor: number;
    };
    expect(value).toMatchObject({
      number: 17,
      colour: 'black',
      stake: 800,
      payout: 3_600 + 200 + 300 + 300 + 200,
    });
    expect(value.bets.map((bet) => bet.payout)).toEqual([3_600, 0, 200, 300, 300, 200, 0]);
    expect(value.history[0]).toBe(17);
    expect(value.balanceMinor).toBe(before - 800 + 4_600);
    expect(await balanceOf(server, player.id, vendorWalletKind('EVO'))).toBe(before - 800 + 4_600);
    expect(await sumOfAllBalances(server)).toBe(0);
    const [round] = await roundsOf(await sessionIdOf(token));
    expect(round).toMatchObject({
      vendor_code: 'EVO',
      game_type: 'LIVE',
      stake_minor: 800,
      payout_minor: 4_600,
    });

    nextRound();
    rng.queue.push(0);
    const zero = await rouletteSpin(server, token, {
      spinId: newSpinId(),
      bets: [{ kind: 'even', amount: 100 }],
    });
    expect(zero.body.value).toMatchObject({ number: 0, colour: 'green', payout: 0, history: [0, 17] });
  });

  it('refuses bets off the board, off the chips or over the table limit with INVALID_INPUT', async () => {
    nextRound();
    const cases = [
      [],
      [{ kind: 'straight', amount: 100 }],
      [{ kind: 'straight', numbers: [37], amount: 100 }],
      [{ kind: 'straight', numbers: [1, 2], amount: 100 }],
      [{ kind: 'red', numbers: [1], amount: 100 }],
      [{ kind: 'split', amount: 100 }],
      [{ kind: 'red', amount: 150 }],
      [{ kind: 'red', amount: 0 }],
      [
        { kind: 'red', amount: 100 },
        { kind: 'red', amount: 100 },
      ],
      [{ kind: 'red', amount: 10_100 }],
      Array.from({ length: 21 }, (_, number) => ({ kind: 'straight', numbers: [number], amount: 100 })),
    ];
    for (const bets of cases) {
      const answer = await rouletteSpin(server, token, { spinId: newSpinId(), bets });
      expect(answer.body.code, JSON.stringify(bets)).toBe(errors.INVALID_INPUT.code);
    }
    const atLimit = await rouletteSpin(server, token, {
      spinId: newSpinId(),
      bets: [{ kind: 'red', amount: 10_000 }],
    });
    expect(atLimit.body.code).toBe(0);
  });
});

describe('game pages', () => {
  it('serve only their own files under a strict CSP that lets only the launching page frame them', async () => {
    const player = await newGamePlayer(server, 'viewer', 20_000);
    const page = await openGame(server, player, 'GD-SLOT-A', { origin: PARTNER });
    expect(page.headers['content-security-policy']).toBe(
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        `frame-ancestors ${PARTNER}`,
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; '),
    );
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const scripts = [...page.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    for (const [, attributes, body] of scripts) {
      const external =
        /\bsrc="\/play\/assets\/slot\.js\?v=[0-9a-f]{12}"/.test(attributes!) &&
        /type="module"/.test(attributes!);
      const dataBlock = /type="application\/json"/.test(attributes!);
      expect(external || dataBlock).toBe(true);
      if (external) expect(body).toBe('');
    }
    expect(page.html).not.toMatch(/\sstyle=/);
    expect(page.html).not.toMatch(/\son[a-z]+=/i);
    expect(page.html).not.toMatch(/<style/);
    for (const [, href] of page.html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)) {
      expect(href).toMatch(/^\/play\/assets\/(game|slot)\.css\?v=[0-9a-f]{12}$/);
    }
  });

  it('carry the game, the wallet and the recorded parent origin in the data block', async () => {
    const player = await newGamePlayer(server, 'reader', 40_000);
    const { path, token } = await launchGame(
      server,
      player,
      { gameCode: 'GD-SLOT-C' },
      { origin: PARTNER, language: 'es' },
    );
    const page = await openPage(server, path);
    const { sha256 } = await import('../../../server/security/tokens');
    const launch = await db()
      .selectFrom('game_launches')
      .select('parent_origin')
      .where('token_hash', '=', sha256(token))
      .executeTakeFirstOrThrow();
    expect(launch.parent_origin).toBe(PARTNER);
    expect(page.data).toMatchObject({
      engine: 'slot',
      gameCode: 'GD-SLOT-C',
      gameName: 'Prueba GD-SLOT-C',
      vendorName: 'JILI Slots',
      language: 'es',
      parentOrigin: PARTNER,
      minBet: 100,
      minRoundMs: 2_500,
      balanceMinor: 40_000,
      sessionHeader: 'Game-Session',
      spinPath: '/play/api/slot/spin',
      slot: { linesPlayed: 9, stakes: [100, 200, 500, 1_000, 2_000, 5_000], version: slotConfig.version },
    });
    expect((page.data.slot as { paylines: unknown[] }).paylines).toHaveLength(9);
    // The page shows the return computed from the reels and paytable, not a rounded literal.
    expect(formatRtp((page.data.slot as { rtp: number }).rtp)).toBe('96.05%');
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toContain('<title>Prueba GD-SLOT-C</title>');

    const roulette = await openGame(server, player, 'GD-ROUL-SEXY');
    expect(roulette.data).toMatchObject({
      engine: 'roulette',
      parentOrigin: 'https://play.gamedeck.test',
      roulette: { chips: [100, 200, 500, 1_000, 2_000, 5_000], maxStake: 10_000 },
    });
  });

  it('cannot be broken out of by a game name', async () => {
    const name = 'Evil </script><script>alert(1)</script> & "quotes"';
    await db()
      .updateTable('game_names')
      .set({ name })
      .where('game_code', '=', 'GD-SLOT-B')
      .where('language', '=', 'en')
      .execute();
    const player = await newGamePlayer(server, 'escaper', 1_000);
    const page = await openGame(server, player, 'GD-SLOT-B');
    expect(page.data.gameName).toBe(name);
    expect([...page.html.matchAll(/<script\b/g)]).toHaveLength(2);
    expect(page.html).toContain('<title>Evil &#60;/script&#62;');
  });

  it('serve their scripts and styles long-cached under a version, and nothing else', async () => {
    for (const [name, asset] of playAssets) {
      const current = await server.app.inject({
        method: 'GET',
        url: `/play/assets/${name}?v=${asset.version}`,
      });
      expect(current.statusCode).toBe(200);
      expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(current.headers['content-type']).toMatch(
        name.endsWith('.js') ? /^text\/javascript/ : /^text\/css/,
      );
      expect(current.headers['x-content-type-options']).toBe('nosniff');
      const unversioned = await server.app.inject({ method: 'GET', url: `/play/assets/${name}` });
      expect(unversioned.headers['cache-control']).toBe('no-cache');
    }
    expect([...playAssets.keys()].sort()).toEqual([
      'common.js',
      'game.css',
      'roulette.css',
      'roulette.js',
      'slot.css',
      'slot.js',
    ]);
    for (const url of [
      '/play/assets/nope.js',
      '/play/assets/..%2Froutes.ts',
      '/play/assets/%2e%2e%2fpage.ts',
    ]) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('the page’s messages to its parent', () => {
  const clientFile = (name: string) => new URL(`../../../server/games/client/${name}`, import.meta.url);

  it('go only to the recorded parent origin, and only the parent at that origin is listened to', async () => {
    const parentOrigin = 'https://partner.example';
    const posted: [unknown, string][] = [];
    const listeners: ((event: { origin: string; source: unknown; data: unknown }) => void)[] = [];
    const parent = { postMessage: (message: unknown, target: string) => posted.push([message, target]) };
    const stranger = { postMessage: () => {} };
    const previous = (globalThis as { window?: unknown }).window;
    (globalThis as { window?: unknown }).window = {
      parent,
      addEventListener: (type: string, listener: (typeof listeners)[number]) => {
        if (type === 'message') listeners.push(listener);
      },
    };
    try {
      const common = await import(/* @vite-ignore */ pathToFileURL(clientFile('common.ts').pathname).href);
      const channel = common.parentChannel(parentOrigin);
      channel.ready();
      channel.balance(12_345);
      channel.close();
      expect(posted).toEqual([
        [{ type: 'gd-game-ready' }, parentOrigin],
        [{ type: 'gd-game-balance', balanceMinor: 12_345 }, parentOrigin],
        [{ type: 'gd-game-close' }, parentOrigin],
      ]);
      posted.length = 0;
      const hello = { type: 'gd-game-hello' };
      for (const listener of listeners) {
        listener({ origin: 'https://evil.example', source: parent, data: hello });
        listener({ origin: `${parentOrigin}.evil.example`, source: parent, data: hello });
        listener({ origin: parentOrigin, source: stranger, data: hello });
        listener({ origin: parentOrigin, source: parent, data: { type: 'gd-game-close' } });
      }
      expect(posted).toEqual([]);
      for (const listener of listeners) listener({ origin: parentOrigin, source: parent, data: hello });
      expect(posted).toEqual([[{ type: 'gd-game-ready' }, parentOrigin]]);
    } finally {
      (globalThis as { window?: unknown }).window = previous;
    }
  });

  it('show the texts of the play namespace in the page’s language, filling their placeholders', async () => {
    const common = await import(/* @vite-ignore */ pathToFileURL(clientFile('common.ts').pathname).href);
    const { scriptTexts } = await import('../../../server/games/page-text');
    const t = common.translator(scriptTexts('es'));
    expect(t('play_you_won', { amount: '1.00' })).toBe('Ha ganado 1.00');
    expect(t.symbol('cherry')).toBe('Cereza');
    expect(common.translator(scriptTexts('ty'))('play_spin')).toBe('Lancer');
  });

  it('say which loss or wager limit refused a round and what is left of it, in the page’s language', async () => {
    const common = await import(/* @vite-ignore */ pathToFileURL(clientFile('common.ts').pathname).href);
    const { scriptTexts } = await import('../../../server/games/page-text');
    const refusal = new common.PlayError(errors.RG_LOSS_LIMIT.code, {
      window: 'week',
      limit: 50_000,
      remaining: 1_250,
    });
    expect(refusal.text(common.translator(scriptTexts('en')))).toBe(
      'This round could take you past your 7-day loss limit: 12.50 left',
    );
    expect(refusal.text(common.translator(scriptTexts('es')))).toBe(
      'Esta ronda podría superar su límite de pérdidas de 7 días: le quedan 12.50',
    );
    const wager = new common.PlayError(errors.RG_WAGER_LIMIT.code, {
      window: 'day',
      limit: 100,
      remaining: 0,
    });
    expect(wager.text(common.translator(scriptTexts('pt')))).toBe(
      'Esta rodada ultrapassaria o seu limite de apostas de 24 horas: restam 0.00',
    );
  });

  it('are sent by the shared channel only: no game script posts by itself or to any origin', () => {
    for (const name of ['common.ts', 'slot.ts', 'roulette.ts']) {
      // The code without its comments (the protocol is documented at the top of common.ts).
      const source = readFileSync(clientFile(name), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      expect(source).not.toMatch(/postMessage\([^)]*['"`]\*['"`]/);
      const calls = [...source.matchAll(/postMessage\(/g)];
      expect(calls.length).toBe(name === 'common.ts' ? 1 : 0);
    }
    expect(readFileSync(clientFile('common.ts'), 'utf8')).toContain(
      'window.parent.postMessage(message, parentOrigin)',
    );
  });
});
