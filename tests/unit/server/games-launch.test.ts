import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticOperatorConfig } from '../../../server/config/operator';
import { vendorWalletKind } from '../../../server/modules/ledger/accounts';
import { WALLET_MODE_SETTING } from '../../../server/modules/vendors/seed';
import { sha256 } from '../../../server/security/tokens';
import { auth, errors, games } from '../../../src/core/contract';
import {
  balanceOf,
  insertFixtureGames,
  launchGame,
  launchPayload,
  makeFreePlay,
  newGamePlayer,
  openPage,
  type Player,
  sumOfAllBalances,
} from './games-play-fixtures';
import { startServer, type TestServer } from './harness';
import { signIn } from './payments-fixtures';

const PARTNER = 'https://partner.example';
const SECOND_HOST = 'https://games2.gamedeck.test';

let server: TestServer;
let player: Player;

beforeAll(async () => {
  server = await startServer({
    operator: staticOperatorConfig({ corsOrigins: [PARTNER], gameHosts: [SECOND_HOST] }),
  });
  await insertFixtureGames(server);
  player = await newGamePlayer(server, 'launcher', 50_000);
});
afterAll(() => server.close());

const node = async (who: Player, input: Record<string, unknown>) =>
  server.call(games.launchGame, input, { token: who.token });

/** The value of a GAME_MAINTENANCE refusal, which is not the launch node the endpoint answers. */
const suggestionsOf = (refusal: { body: { value: unknown } }) =>
  (refusal.body.value as { suggestions: games.Game[] }).suggestions;

async function address(who: Player, input: Record<string, unknown>, headers: Record<string, string> = {}) {
  return server.call(games.launchAddress, input, {
    token: who.token,
    headers: { Language: 'en', ...headers },
  });
}

async function nodeOf(who: Player, gameCode: string) {
  const answer = await node(who, { gameCode });
  expect(answer.body.code).toBe(0);
  return answer.body.value as Parameters<typeof launchPayload>[1];
}

describe('launch step 1: may I play this game', () => {
  it('answers the launch node of the game, its vendor vassalage and account type', async () => {
    const answer = await node(player, { gameCode: 'GD-SLOT-A' });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      nodeId: 'GLS-PG',
      gameId: 'GD-SLOT-A',
      roomId: null,
      vassalage: 'PG',
      accountTypeName: 'PG',
      isPvp: false,
    });
    const room = await node(player, { roomId: 'GD-ROOM-1' });
    expect(room.body.value).toMatchObject({
      nodeId: 'GLS-KM',
      gameId: 'GD-PVP-KM',
      roomId: 'GD-ROOM-1',
      isPvp: true,
    });
  });

  it('refuses a missing, unknown or expired session token with NOT_LOGGED_IN', async () => {
    const missing = await server.call(games.launchGame, { gameCode: 'GD-SLOT-A' });
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe(errors.NOT_LOGGED_IN.code);
    const unknown = await server.call(games.launchGame, { gameCode: 'GD-SLOT-A' }, { token: 'x'.repeat(43) });
    expect(unknown.body.code).toBe(errors.NOT_LOGGED_IN.code);

    const later = await newGamePlayer(server, 'sleeper', 0);
    server.clock.advance(13 * 3600_000);
    try {
      const expired = await node(later, { gameCode: 'GD-SLOT-A' });
      expect(expired.body.code).toBe(errors.NOT_LOGGED_IN.code);
    } finally {
      // Everyone else signs in again on the moved clock.
      player.token = await signIn(server, player.username);
    }
  });

  it('refuses an unknown game or room with NOT_FOUND, and malformed input with INVALID_INPUT', async () => {
    expect((await node(player, { gameCode: 'NOPE-1' })).body.code).toBe(errors.NOT_FOUND.code);
    expect((await node(player, { roomId: 'NOPE-ROOM' })).body.code).toBe(errors.NOT_FOUND.code);
    for (const bad of [
      {},
      { gameCode: 'GD-SLOT-A', roomId: 'GD-ROOM-1' },
      { gameCode: 'x'.repeat(61) },
      { gameCode: '' },
      { gameCode: 'GD-SLOT-A', extra: '1' },
      { gameCode: "GD' OR 1=1 --" },
    ]) {
      const answer = await node(player, bad);
      expect([errors.INVALID_INPUT.code, errors.NOT_FOUND.code]).toContain(answer.body.code);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await node(player, {})).body.code).toBe(errors.INVALID_INPUT.code);
  });

  it('refuses a game under maintenance, suggesting up to six launchable games of its category', async () => {
    const answer = await node(player, { gameCode: 'GD-SLOT-MAINT', language: 'es' });
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe(errors.GAME_MAINTENANCE.code);
    const suggestions = suggestionsOf(answer);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(6);
    for (const game of suggestions) {
      expect(game).toMatchObject({ gameType: 'RNG', gameClassify: 'SLOT', maintenance: false });
      expect(game.code).not.toBe('GD-SLOT-MAINT');
      expect(game.code).not.toBe('GD-SLOT-SUB');
      expect(games.game.safeParse(game).success).toBe(true);
    }
    // Hot games first; names in the asked language.
    expect(suggestions[0]!.tags).toContain('hot');
    const fixture = suggestions.find((game) => game.code === 'GD-SLOT-A');
    if (fixture) expect(fixture.name).toBe('Prueba GD-SLOT-A');
  });

  it('refuses a free-play account on a real-account game, and suggests it no such game', async () => {
    const guest = await newGamePlayer(server, 'guest_one', 0);
    await makeFreePlay(server, guest.id, 20_000);
    const refused = await node(guest, { gameCode: 'GD-ROUL-EVO' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(errors.NEED_REAL_ACCOUNT.code);
    expect((await node(guest, { gameCode: 'GD-ROUL-SEXY' })).body.code).toBe(0);
    const maintenance = await node(guest, { gameCode: 'GD-SLOT-MAINT' });
    const suggestions = suggestionsOf(maintenance);
    expect(suggestions.every((game) => !game.realAccountOnly)).toBe(true);
  });

  it('refuses a VASSALAGE game itself (its sub-games launch) and a self-excluded member', async () => {
    expect((await node(player, { gameCode: 'GD-SLOT-VASS' })).body.code).toBe(errors.INVALID_INPUT.code);
    expect((await node(player, { gameCode: 'GD-SLOT-SUB' })).body.code).toBe(0);
    const excluded = await newGamePlayer(server, 'excluded', 1_000);
    await server.ctx.db
      .insertInto('responsible_settings')
      .values({
        member_id: excluded.id,
        limits: JSON.stringify({ day: null, week: null, month: null }),
        pending_limits: null,
        pending_at: null,
        reality_check_minutes: null,
        exclusion_kind: 'time_out',
        excluded_until: new Date(server.clock.now() + 3600_000),
        updated_at: new Date(server.clock.now()),
      })
      .execute();
    // Its session is restricted: route() refuses the launch before the launch's own check (SELF_EXCLUDED).
    expect((await node(excluded, { gameCode: 'GD-SLOT-A' })).body.code).toBe(errors.RG_RESTRICTED.code);
  });
});

describe('launch step 2: the game address', () => {
  it('answers a path with a single-use token stored only as its hash, expiring in two minutes', async () => {
    const launched = await launchGame(server, player, { gameCode: 'GD-SLOT-A' });
    expect(launched.path).toMatch(/^\/play\/slot\?launch=[A-Za-z0-9_-]{43}$/);
    const row = await server.ctx.db
      .selectFrom('game_launches')
      .selectAll()
      .where('token_hash', '=', sha256(launched.token))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      member_id: player.id,
      game_code: 'GD-SLOT-A',
      vendor_code: 'PG',
      used_at: null,
    });
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(120_000);
    const stored = JSON.stringify(await server.ctx.db.selectFrom('game_launches').selectAll().execute());
    expect(stored).not.toContain(launched.token);
  });

  it('adds an absolute fallback address on the second game host', async () => {
    const launched = await launchGame(server, player, { gameCode: 'GD-SLOT-B' });
    expect(launched.body.game_url2).toBe(`${SECOND_HOST}${launched.path}`);
  });

  it('answers a PvP room launch with content instead of game_url', async () => {
    const launched = await launchGame(server, player, { roomId: 'GD-ROOM-1' });
    expect(launched.body.game_url).toBeUndefined();
    expect(launched.body.content).toMatch(/^\/play\/roulette\?launch=/);
    const row = await server.ctx.db
      .selectFrom('game_launches')
      .select(['room_id', 'game_code'])
      .where('token_hash', '=', sha256(launched.token))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ room_id: 'GD-ROOM-1', game_code: 'GD-PVP-KM' });
  });

  it('opens the game once: a second load of the same address says the link has expired, in the launch language', async () => {
    const launched = await launchGame(server, player, { gameCode: 'GD-SLOT-A' }, { language: 'es' });
    const first = await openPage(server, launched.path);
    expect(first.status).toBe(200);
    expect(first.data.language).toBe('es');
    const second = await openPage(server, launched.path);
    expect(second.status).toBe(410);
    expect(second.html).toContain('El enlace del juego ha caducado');
    expect(second.html).toContain('lang="es"');
    expect(second.data).toBeNull();
    const sessions = await server.ctx.db
      .selectFrom('game_sessions')
      .select('id')
      .where('member_id', '=', player.id)
      .execute();
    const launches = await server.ctx.db
      .selectFrom('game_launches')
      .select('used_at')
      .where('token_hash', '=', sha256(launched.token))
      .executeTakeFirstOrThrow();
    expect(launches.used_at).not.toBeNull();
    expect(sessions.length).toBeGreaterThan(0);
  });

  it('lets a link expire two minutes after the launch', async () => {
    const launched = await launchGame(server, player, { gameCode: 'GD-SLOT-A' }, { language: 'pt' });
    server.clock.advance(120_000);
    const late = await openPage(server, launched.path);
    expect(late.status).toBe(410);
    expect(late.html).toContain('O link do jogo expirou');

    const fresh = await launchGame(server, player, { gameCode: 'GD-SLOT-A' });
    server.clock.advance(119_000);
    expect((await openPage(server, fresh.path)).status).toBe(200);
  });

  it('refuses an unknown or malformed token, and a slot token on the roulette page', async () => {
    for (const path of [
      '/play/slot',
      '/play/slot?launch=',
      `/play/slot?launch=${'a'.repeat(43)}`,
      '/play/slot?launch=<script>',
    ]) {
      const page = await openPage(server, path, { 'accept-language': 'pt-BR,pt;q=0.9' });
      expect(page.status).toBe(410);
      expect(page.html).toContain('O link do jogo expirou');
      expect(page.html).not.toContain('<script>');
    }
    const launched = await launchGame(server, player, { gameCode: 'GD-SLOT-A' });
    expect((await openPage(server, `/play/roulette?launch=${launched.token}`)).status).toBe(410);
    // Not used up by the wrong page.
    expect((await openPage(server, launched.path)).status).toBe(200);
  });

  it('refuses a username or token that is not the calling session’s with NOT_LOGGED_IN', async () => {
    const other = await newGamePlayer(server, 'somebody', 0);
    const target = await nodeOf(player, 'GD-SLOT-A');
    const asOther = await address(player, launchPayload(player, target, { username: other.username }));
    expect(asOther.status).toBe(401);
    expect(asOther.body.code).toBe(errors.NOT_LOGGED_IN.code);
    const withOthersToken = await address(player, launchPayload(player, target, { token: other.token }));
    expect(withOthersToken.body.code).toBe(errors.NOT_LOGGED_IN.code);
    // The same member's other session is not this session either.
    const secondSession = await signIn(server, player.username);
    const withOwnOtherToken = await address(player, launchPayload(player, target, { token: secondSession }));
    expect(withOwnOtherToken.body.code).toBe(errors.NOT_LOGGED_IN.code);
    // Usernames compare without case, as sign-in does.
    const upper = await address(
      player,
      launchPayload(player, target, { username: player.username.toUpperCase() }),
    );
    expect(upper.body.code).toBe(0);
  });

  it('refuses bad payloads with INVALID_INPUT and never crashes', async () => {
    const target = await nodeOf(player, 'GD-SLOT-A');
    const cases: Record<string, unknown>[] = [
      { accountType: 2 },
      { launchMode: 'IFRAME' },
      { clientType: 1 },
      { confirmTrans: 2 },
      { platform: 'android' },
      { nodeId: 'GLS-JILI' },
      { nodeId: '' },
      { merchantCode: 'OTHER' },
      { vassalage: 'JILI' },
      { gameId: 'GD-SLOT-A', roomId: 'GD-ROOM-1' },
      { gameId: undefined },
      { username: '' },
      { token: 'x'.repeat(201) },
      { extra: true },
    ];
    for (const override of cases) {
      const answer = await address(player, launchPayload(player, target, override));
      expect(answer.body.code, JSON.stringify(override)).toBe(errors.INVALID_INPUT.code);
      expect(answer.status).toBe(400);
    }
    const unknownGame = await address(player, launchPayload(player, target, { gameId: 'NOPE-2' }));
    expect(unknownGame.body.code).toBe(errors.NOT_FOUND.code);
  });

  it('checks maintenance and the account type again at step 2', async () => {
    const target = await nodeOf(player, 'GD-SLOT-B');
    await server.ctx.db
      .updateTable('games')
      .set({ maintenance: true })
      .where('code', '=', 'GD-SLOT-B')
      .execute();
    try {
      const answer = await address(player, launchPayload(player, target));
      expect(answer.body.code).toBe(errors.GAME_MAINTENANCE.code);
    } finally {
      await server.ctx.db
        .updateTable('games')
        .set({ maintenance: false })
        .where('code', '=', 'GD-SLOT-B')
        .execute();
    }
    const guest = await newGamePlayer(server, 'guest_two', 0);
    const evo = await nodeOf(player, 'GD-ROUL-EVO');
    await makeFreePlay(server, guest.id, 1_000);
    const refused = await address(guest, launchPayload(guest, evo));
    expect(refused.body.code).toBe(errors.NEED_REAL_ACCOUNT.code);
  });

  it('records the launching origin when the site or the operator allows it, else the site’s own', async () => {
    const origins: [string | undefined, string][] = [
      [PARTNER, PARTNER],
      // The site opened on the address the request came in on (127.0.0.1, a LAN address...).
      ['http://localhost:80', 'http://localhost:80'],
      ['https://play.gamedeck.test', 'https://play.gamedeck.test'],
      ['https://evil.example', 'https://play.gamedeck.test'],
      [undefined, 'https://play.gamedeck.test'],
      ['null', 'https://play.gamedeck.test'],
    ];
    for (const [origin, recorded] of origins) {
      const launched = await launchGame(server, player, { gameCode: 'GD-SLOT-A' }, origin ? { origin } : {});
      const row = await server.ctx.db
        .selectFrom('game_launches')
        .select('parent_origin')
        .where('token_hash', '=', sha256(launched.token))
        .executeTakeFirstOrThrow();
      expect(row.parent_origin).toBe(recorded);
    }
  });
});

describe('launch wallets', () => {
  it('moves the whole main balance into a transfer-mode vendor’s wallet once per launch', async () => {
    const mover = await newGamePlayer(server, 'mover', 75_000);
    const launched = await launchGame(server, mover, { gameCode: 'GD-SLOT-A' });
    expect(await balanceOf(server, mover.id, 'player_main')).toBe(0);
    expect(await balanceOf(server, mover.id, vendorWalletKind('PG'))).toBe(75_000);
    const launch = await server.ctx.db
      .selectFrom('game_launches')
      .select('id')
      .where('token_hash', '=', sha256(launched.token))
      .executeTakeFirstOrThrow();
    const moves = await server.ctx.db
      .selectFrom('ledger_transfers')
      .select(['idempotency_key', 'kind'])
      .where('idempotency_key', 'like', 'launch:%')
      .where('idempotency_key', '=', `launch:${launch.id}:fill`)
      .execute();
    expect(moves).toEqual([{ idempotency_key: `launch:${launch.id}:fill`, kind: 'wallet_transfer' }]);

    // Launching again with nothing on main moves nothing; the money stays where it is.
    await launchGame(server, mover, { gameCode: 'GD-SLOT-B' });
    expect(await balanceOf(server, mover.id, vendorWalletKind('PG'))).toBe(75_000);
    const allMoves = await server.ctx.db
      .selectFrom('ledger_transfers')
      .innerJoin('ledger_entries', 'ledger_entries.transfer_id', 'ledger_transfers.id')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select('ledger_transfers.id')
      .where('ledger_accounts.member_id', '=', mover.id)
      .where('ledger_transfers.idempotency_key', 'like', 'launch:%')
      .groupBy('ledger_transfers.id')
      .execute();
    expect(allMoves).toHaveLength(1);
    expect(await sumOfAllBalances(server)).toBe(0);
  });

  it('leaves the money on main for a seamless vendor, with confirmTrans 1, in single mode and for free play', async () => {
    const stayer = await newGamePlayer(server, 'stayer', 30_000);
    await launchGame(server, stayer, { gameCode: 'GD-ROUL-SEXY' });
    await launchGame(server, stayer, { gameCode: 'GD-SLOT-SPADE' });
    await launchGame(server, stayer, { gameCode: 'GD-SLOT-C' }, { confirmTrans: 1 });
    expect(await balanceOf(server, stayer.id, 'player_main')).toBe(30_000);
    expect(await balanceOf(server, stayer.id, vendorWalletKind('JILI'))).toBe(0);

    await server.ctx.db
      .updateTable('brand_settings')
      .set({ value: JSON.stringify('single') })
      .where('key', '=', WALLET_MODE_SETTING)
      .execute();
    try {
      await launchGame(server, stayer, { gameCode: 'GD-SLOT-C' });
      expect(await balanceOf(server, stayer.id, 'player_main')).toBe(30_000);
    } finally {
      await server.ctx.db
        .updateTable('brand_settings')
        .set({ value: JSON.stringify('transfer') })
        .where('key', '=', WALLET_MODE_SETTING)
        .execute();
    }

    const guest = await newGamePlayer(server, 'guest_three', 0);
    await makeFreePlay(server, guest.id, 5_000);
    await launchGame(server, guest, { gameCode: 'GD-SLOT-A' });
    expect(await balanceOf(server, guest.id, 'player_demo')).toBe(5_000);
    expect(await balanceOf(server, guest.id, vendorWalletKind('PG'))).toBe(0);
  });

  it('does not launch after sign-out: the old token is refused', async () => {
    const leaver = await newGamePlayer(server, 'leaver', 0);
    await server.call(auth.logout, {}, { token: leaver.token });
    expect((await node(leaver, { gameCode: 'GD-SLOT-A' })).body.code).toBe(errors.NOT_LOGGED_IN.code);
  });
});
