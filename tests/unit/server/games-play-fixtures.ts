import { randomUUID } from 'node:crypto';
import { type Rng, seededRng } from '../../../server/games/rng';
import { slotConfig } from '../../../server/games/slot/config';
import { evaluateLine, gridOf } from '../../../server/games/slot/engine';
import { type AccountKind, accountFor } from '../../../server/modules/ledger/accounts';
import { transfer } from '../../../server/modules/ledger/transfer';
import { games, play } from '../../../src/core/contract';
import type { TestServer } from './harness';

/**
 * Games of the built-in engines with known rules, inserted next to whatever catalogue the
 * server seeded (their codes cannot clash with it), so launch and play tests do not depend
 * on the generated catalogue's choices.
 */
const fixtureGames = [
  { code: 'GD-SLOT-A', vendor: 'PG', type: 'RNG', classify: 'SLOT', engine: 'slot', lines: 20, hot: true },
  { code: 'GD-SLOT-B', vendor: 'PG', type: 'RNG', classify: 'SLOT', engine: 'slot', lines: 20 },
  { code: 'GD-SLOT-C', vendor: 'JILI', type: 'RNG', classify: 'SLOT', engine: 'slot', lines: 9 },
  {
    code: 'GD-SLOT-MAINT',
    vendor: 'PG',
    type: 'RNG',
    classify: 'SLOT',
    engine: 'slot',
    lines: 20,
    maintenance: true,
  },
  {
    code: 'GD-SLOT-REAL',
    vendor: 'PG',
    type: 'RNG',
    classify: 'SLOT',
    engine: 'slot',
    lines: 20,
    real: true,
  },
  {
    code: 'GD-SLOT-VASS',
    vendor: 'PG',
    type: 'RNG',
    classify: 'SLOT',
    engine: 'slot',
    lines: 20,
    vassalage: true,
  },
  {
    code: 'GD-SLOT-SUB',
    vendor: 'PG',
    type: 'RNG',
    classify: 'SLOT',
    engine: 'slot',
    lines: 20,
    parent: 'GD-SLOT-VASS',
  },
  { code: 'GD-SLOT-SPADE', vendor: 'SPADE', type: 'RNG', classify: 'SLOT', engine: 'slot', lines: 20 },
  {
    code: 'GD-ROUL-EVO',
    vendor: 'EVO',
    type: 'LIVE',
    classify: 'LIVE',
    engine: 'roulette',
    lines: 0,
    real: true,
  },
  { code: 'GD-ROUL-SEXY', vendor: 'SEXY', type: 'LIVE', classify: 'LIVE', engine: 'roulette', lines: 0 },
  { code: 'GD-PVP-KM', vendor: 'KM', type: 'PVP', classify: 'PVP', engine: 'roulette', lines: 0 },
] as const;

export const FIXTURE_MIN_BET = 100;
/** A seamless vendor (bets from main in any wallet mode) and a transfer-mode one. */
export const SEAMLESS_VENDORS = ['SPADE', 'SEXY'];
export const TRANSFER_VENDORS = ['PG', 'JILI', 'EVO', 'KM'];

export async function insertFixtureGames(server: TestServer): Promise<void> {
  const db = server.ctx.db;
  await db.updateTable('vendors').set({ seamless: true }).where('code', 'in', SEAMLESS_VENDORS).execute();
  await db.updateTable('vendors').set({ seamless: false }).where('code', 'in', TRANSFER_VENDORS).execute();
  for (const [index, game] of fixtureGames.entries()) {
    await db
      .insertInto('games')
      .values({
        code: game.code,
        vendor_code: game.vendor,
        game_type: game.type,
        game_classify: game.classify,
        is_game: 'vassalage' in game ? 'VASSALAGE' : 'GAME',
        parent_code: 'parent' in game ? game.parent : null,
        default_play_type: null,
        engine: game.engine,
        min_bet_minor: FIXTURE_MIN_BET,
        lines: game.lines,
        is_new: false,
        is_hot: 'hot' in game,
        maintenance: 'maintenance' in game,
        real_account_only: 'real' in game,
        // Far after any seeded game of the vendor, so fixture order never disturbs the seeded lobby.
        sort: 1_000_000 + index,
      })
      .execute();
    await db
      .insertInto('game_names')
      .values([
        {
          game_code: game.code,
          language: 'en',
          name: `Test ${game.code}`,
          name_lower: `test ${game.code}`.toLowerCase(),
        },
        {
          game_code: game.code,
          language: 'es',
          name: `Prueba ${game.code}`,
          name_lower: `prueba ${game.code}`.toLowerCase(),
        },
      ])
      .execute();
  }
  await db
    .insertInto('game_rooms')
    .values({
      room_id: 'GD-ROOM-1',
      vendor_code: 'KM',
      game_code: 'GD-PVP-KM',
      name: 'Test room',
      min_bet_minor: FIXTURE_MIN_BET,
      seats: 6,
      sort: 1_000_000,
    })
    .execute();
}

export interface Player {
  id: number;
  username: string;
  token: string;
}

/** The launch payload of spec section 3, as the lobby sends it after step 1. */
export function launchPayload(
  player: Player,
  node: { nodeId: string; gameId: string; roomId: string | null; vassalage: string; accountTypeName: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    ...(node.roomId ? { roomId: node.roomId } : { gameId: node.gameId }),
    nodeId: node.nodeId,
    accountType: 1,
    confirmTrans: 0,
    vassalage: node.vassalage,
    accountTypeName: node.accountTypeName,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
    username: player.username,
    token: player.token,
    merchantCode: 'GD',
    language: 'en',
    ...overrides,
  };
}

export interface LaunchOptions {
  language?: string;
  origin?: string;
  confirmTrans?: 0 | 1;
}

/** Both launch steps; answers the address (a path like /play/slot?launch=...). */
export async function launchGame(
  server: TestServer,
  player: Player,
  target: { gameCode: string } | { roomId: string },
  options: LaunchOptions = {},
): Promise<{ path: string; token: string; body: Record<string, string> }> {
  const step1 = await server.call(games.launchGame, target, { token: player.token });
  if (step1.body.code !== 0) throw new Error(`launchGame failed: ${JSON.stringify(step1.body)}`);
  const node = step1.body.value as Parameters<typeof launchPayload>[1];
  const headers: Record<string, string> = { Language: options.language ?? 'en' };
  if (options.origin) headers.origin = options.origin;
  const step2 = await server.call(
    games.launchAddress,
    launchPayload(player, node, {
      language: options.language ?? 'en',
      ...(options.confirmTrans !== undefined ? { confirmTrans: options.confirmTrans } : {}),
    }),
    { token: player.token, headers },
  );
  if (step2.body.code !== 0) throw new Error(`launch failed: ${JSON.stringify(step2.body)}`);
  const body = step2.body.value as Record<string, string>;
  const path = body.game_url ?? body.content!;
  return { path, token: new URL(path, 'https://x.test').searchParams.get('launch')!, body };
}

export interface GamePage {
  status: number;
  html: string;
  headers: Record<string, string | string[] | number | undefined>;
  data: Record<string, unknown> & { sessionToken: string; parentOrigin: string; balanceMinor: number };
}

/** Loads a game page the way the iframe does and reads its data block. */
export async function openPage(
  server: TestServer,
  path: string,
  headers: Record<string, string> = {},
): Promise<GamePage> {
  const response = await server.app.inject({ method: 'GET', url: path, headers });
  const block = response.body.match(
    /<script type="application\/json" id="gd-game-data">([\s\S]*?)<\/script>/,
  );
  return {
    status: response.statusCode,
    html: response.body,
    headers: response.headers,
    data: block ? JSON.parse(block[1]!) : null,
  };
}

/** Launches a game and opens its page: the game session token the page plays with. */
export async function openGame(
  server: TestServer,
  player: Player,
  gameCode: string,
  options: LaunchOptions = {},
): Promise<GamePage> {
  const { path } = await launchGame(server, player, { gameCode }, options);
  const page = await openPage(server, path);
  if (page.status !== 200) throw new Error(`game page answered ${page.status}`);
  return page;
}

export function slotSpin(
  server: TestServer,
  sessionToken: string | undefined,
  body: Record<string, unknown>,
) {
  return server.call(play.slotSpin, body, {
    headers: sessionToken ? { [play.GAME_SESSION_HEADER]: sessionToken } : {},
  });
}

export function rouletteSpin(
  server: TestServer,
  sessionToken: string | undefined,
  body: Record<string, unknown>,
) {
  return server.call(play.rouletteSpin, body, {
    headers: sessionToken ? { [play.GAME_SESSION_HEADER]: sessionToken } : {},
  });
}

export const newSpinId = () => randomUUID();

export async function balanceOf(
  server: TestServer,
  memberId: number | null,
  kind: AccountKind,
): Promise<number> {
  const db = server.ctx.db;
  const id = await accountFor(db, memberId, kind, new Date(server.clock.now()));
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.balance_minor);
}

/** The sum of every ledger account: zero whenever money only moved between accounts. */
export async function sumOfAllBalances(server: TestServer): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.sum<number>('balance_minor').as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Turns a member into a free-play (type 4) account holding `balance` of demo money. */
export async function makeFreePlay(server: TestServer, memberId: number, balance: number): Promise<void> {
  const db = server.ctx.db;
  const at = new Date(server.clock.now());
  await db.updateTable('members').set({ type: 4 }).where('id', '=', memberId).execute();
  await transfer(db, {
    idempotencyKey: `test-freeplay:${memberId}`,
    kind: 'freeplay',
    memo: 'test demo balance',
    legs: [
      { accountId: await accountFor(db, null, 'house_freeplay', at), amountMinor: -balance },
      { accountId: await accountFor(db, memberId, 'player_demo', at), amountMinor: balance },
    ],
    at,
  });
}

/** A fresh real member with `balance` on the main wallet, signed in. */
export async function newGamePlayer(server: TestServer, username: string, balance = 0): Promise<Player> {
  const { newPlayer } = await import('./payments-fixtures');
  return { ...(await newPlayer(server, username, balance)), username };
}

/** Stops that show the wild on every reel's top row: payline 2 pays five wilds. */
export const wildTopStops = () => slotConfig.reels.map((strip) => strip.indexOf(slotConfig.wild));

/** Stops whose grid pays nothing on any line (found by walking stop combinations in order): a spin loses its stake. */
export function losingStops(): number[] {
  for (let seed = 0; ; seed++) {
    const stops = slotConfig.reels.map((strip, reel) => (seed * (reel + 3) + reel * 7) % strip.length);
    const grid = gridOf(slotConfig, stops);
    const paid = slotConfig.paylines.some((rows) =>
      evaluateLine(
        slotConfig,
        rows.map((row, reel) => grid[reel]![row]!),
      ),
    );
    if (!paid) return stops;
  }
}

/** Draws what a test lines up in `queue`, then falls back to a generator seeded with `seed`. */
export class ScriptedRng implements Rng {
  readonly queue: number[] = [];
  private readonly fallback: Rng;
  constructor(seed: number) {
    this.fallback = seededRng(seed);
  }
  int(maxExclusive: number): number {
    const next = this.queue.shift();
    if (next === undefined) return this.fallback.int(maxExclusive);
    if (next >= maxExclusive) throw new Error(`scripted ${next} out of range ${maxExclusive}`);
    return next;
  }
}
