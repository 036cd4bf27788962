import { z } from 'zod/mini';
import { empty, endpoint } from './endpoint';
import { pagedResponse, pagingFields } from './paging';
import { minor } from './wallet-balance';

/** Game categories (vendor gameType), in navigation order. */
export const gameCategories = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'COCKFIGHT',
  'ESPORTS',
] as const;
export const gameCategory = z.enum(gameCategories);
export type GameCategory = z.infer<typeof gameCategory>;

/** Sports vendors in this list are shown in their own COCKFIGHT category, placed after LIVE. */
export const COCKFIGHT_CODES = ['DS88', 'DIG'] as const;
/** E-sport vendor codes. */
export const ESPORT_CODES = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
/** Lottery prize modes. */
export const prizeMode = z.enum(['Lott', 'ZY', 'Elott', 'SEA']);
export type PrizeMode = z.infer<typeof prizeMode>;

/**
 * How a vendor's games are grouped inside its category: RNG vendors are SLOT, BGS (board
 * games) or BINGO; every other category uses its own name.
 */
export const gameClassify = z.enum([
  'SLOT',
  'BGS',
  'BINGO',
  'LIVE',
  'SPORTS',
  'FISH',
  'PVP',
  'COCKFIGHT',
  'ESPORTS',
  'LOTT',
]);
export type GameClassify = z.infer<typeof gameClassify>;

/** The lobby routes /{pageType} and what each lists. */
export const lobbyPageTypes = ['rng', 'bgs', 'bingo', 'live', 'fish', 'pvp'] as const;
export type LobbyPageType = (typeof lobbyPageTypes)[number];
export const lobbyFilter: Record<LobbyPageType, { gameType: GameCategory; gameClassify?: GameClassify }> = {
  rng: { gameType: 'RNG', gameClassify: 'SLOT' },
  bgs: { gameType: 'RNG', gameClassify: 'BGS' },
  bingo: { gameType: 'RNG', gameClassify: 'BINGO' },
  live: { gameType: 'LIVE' },
  fish: { gameType: 'FISH' },
  pvp: { gameType: 'PVP' },
};

/** A vendor card (navigation dropdown, lobby tabs, sports page). Images are paths on an image host. */
export const vendorCard = z.object({
  vendorCode: z.string(),
  displayName: z.string(),
  accountTypeId: z.int(),
  vassalage: z.string(),
  gameType: gameCategory,
  gameClassify,
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** Path of the vendor logo, e.g. /assets/vendors/PG.svg?v=1 (prefix an imageCDNs host). */
  image: z.string(),
  /** True when the vendor bets straight from the main wallet (seamless single wallet). */
  seamless: z.boolean(),
  /**
   * The game a click on the card launches (sports, e-sports, cockfight and live vendors
   * open one lobby game); null when the card leads to the vendor's lobby page instead.
   */
  launchGameCode: z.nullable(z.string()),
});
export type VendorCard = z.infer<typeof vendorCard>;

/** One navigation category: its vendors in order. */
export const gameMenuCategory = z.object({
  title: gameCategory,
  gameClassify: z.nullable(gameClassify),
  cards: z.array(vendorCard),
});
export type GameMenuCategory = z.infer<typeof gameMenuCategory>;

/**
 * Categories with at least one launchable vendor, in navigation order, COCKFIGHT right
 * after LIVE. Lottery categories appear once lottery games exist.
 */
export const gameMenus = endpoint({
  method: 'GET',
  path: '/lgw/games/game_menus',
  request: z.strictObject({ language: z.optional(z.string().check(z.maxLength(8))) }),
  response: z.object({ categories: z.array(gameMenuCategory) }),
});

export const gameTag = z.enum(['new', 'hot']);

/** isGame: GAME launches directly, VASSALAGE opens a popup of sub-games first. */
export const isGameKind = z.enum(['GAME', 'VASSALAGE']);

/** One game card. Names are in the language the request asked for. */
export const game = z.object({
  code: z.string(),
  name: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  vassalage: z.string(),
  accountTypeId: z.int(),
  accountTypeName: z.string(),
  gameType: gameCategory,
  gameClassify,
  isGame: isGameKind,
  defaultPlayType: z.nullable(z.string()),
  tags: z.array(gameTag),
  minBet: minor,
  /** Paylines (slots); 0 where the game has none. */
  lines: z.int().check(z.gte(0)),
  /** Thumbnail path, e.g. /assets/games/PG-0001.webp?v=3 (prefix an imageCDNs host). */
  image: z.string(),
  /** Under maintenance: listed, but launch is refused. */
  maintenance: z.boolean(),
  /** A free-play (type 4) account cannot launch it. */
  realAccountOnly: z.boolean(),
  /** Whether the signed-in member marked it; false without a session. */
  isFavourite: z.boolean(),
});
export type Game = z.infer<typeof game>;

const language = z.optional(z.string().check(z.maxLength(8)));
const platform = z._default(z.enum(['html5-desktop', 'html5']), 'html5-desktop');

/** The lobby's list filters; RECENT and FAV need a session (empty without one). */
export const listFilter = z.enum(['ALL', 'NEW', 'HOT', 'FAV', 'RECENT']);
export type ListFilter = z.infer<typeof listFilter>;

/**
 * The game list: every filter is optional; the session token (when sent) marks favourites
 * and enables FAV and RECENT. gameName searches the names in `language`, case-insensitively.
 */
export const gameList = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  request: z.strictObject({
    clientType: z._default(z.coerce.number().check(z.int()), 3),
    platform,
    channel: z.optional(z.string().check(z.maxLength(16))),
    merchant: z.optional(z.string().check(z.maxLength(40))),
    gameType: z.optional(gameCategory),
    vassalage: z.optional(z.string().check(z.maxLength(40))),
    vendorCode: z.optional(z.string().check(z.maxLength(40))),
    gameClassify: z.optional(gameClassify),
    gameName: z.optional(z.string().check(z.trim(), z.maxLength(60))),
    /** Only games whose minimum bet is at most this (minor units). */
    minBet: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
    /** Only games with at least this many lines. */
    minLineNum: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
    filter: z._default(listFilter, 'ALL'),
    language,
    ...pagingFields({ maxSize: 200, defaultSize: 60 }),
  }),
  response: pagedResponse(game, { listName: 'games', counts: ['total', 'totalPages', 'page'] }),
});

/** The hot games (tag hot), optionally of one vendor. */
export const hotGames = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  request: z.strictObject({
    merchantCode: z.optional(z.string().check(z.maxLength(40))),
    isPlatform: z.optional(z.coerce.number().check(z.int())),
    vassalage: z.optional(z.string().check(z.maxLength(40))),
    platform,
    language,
  }),
  response: z.object({ list: z.array(game) }),
});

/** A sub-game of a VASSALAGE game (the game popup). */
export const subGame = z.object({
  code: z.string(),
  name: z.string(),
  image: z.string(),
  minBet: minor,
});
export type SubGame = z.infer<typeof subGame>;

export const vassGameType = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  auth: true,
  request: z.strictObject({ gameCode: z.string().check(z.minLength(1), z.maxLength(60)), language }),
  response: z.object({ game, list: z.array(subGame) }),
});

/** New games, one lane per vendor that has any. */
export const newGameVendor = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  request: z.strictObject({ platform, language }),
  response: z.object({
    data: z.object({
      lanes: z.array(z.object({ vendorCode: z.string(), displayName: z.string(), games: z.array(game) })),
    }),
  }),
});

/** Codes of the member's favourite games. */
export const favouriteCodes = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  auth: true,
  request: empty,
  response: z.object({ list: z.array(z.string()) }),
});

/** The member's favourite games, newest first. */
export const favouriteGames = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  auth: true,
  request: z.strictObject({ language }),
  response: z.object({ list: z.array(game) }),
});

/** Adds or removes one favourite; answers the new state. Repeating a call changes nothing. */
export const setFavourite = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_setFavoriteGame',
  auth: true,
  request: z.strictObject({
    gameCode: z.string().check(z.minLength(1), z.maxLength(60)),
    favourite: z.boolean(),
  }),
  response: z.object({ gameCode: z.string(), favourite: z.boolean() }),
});

/** The games the member launched most recently (at most 20, newest first). */
export const recentGames = endpoint({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  auth: true,
  request: z.strictObject({ language }),
  response: z.object({ list: z.array(game) }),
});

/** A PvP room: launching it opens its table. */
export const room = z.object({
  roomId: z.string(),
  name: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  minBet: minor,
  seats: z.int(),
  /** Members who launched the room in the last 10 minutes. */
  players: z.int(),
});
export type Room = z.infer<typeof room>;

export const roomList = endpoint({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  auth: true,
  request: z.strictObject({ vendorCode: z.optional(z.string().check(z.maxLength(40))), language }),
  response: z.object({ list: z.array(room) }),
});

/**
 * Step 1 of a launch: may this member open this game now? Refuses NOT_LOGGED_IN,
 * NEED_REAL_ACCOUNT (free play on a real-account game) and GAME_MAINTENANCE (with
 * `value.suggestions`: other games of the same category). Answers the launch node.
 */
export const launchGame = endpoint({
  method: 'GET',
  path: '/wps/game/launchGame',
  auth: true,
  request: z
    .strictObject({
      gameCode: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
      roomId: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
      language,
    })
    .check(z.refine((value) => Boolean(value.gameCode) !== Boolean(value.roomId), { path: ['gameCode'] })),
  response: z.object({
    nodeId: z.string(),
    gameId: z.string(),
    roomId: z.nullable(z.string()),
    vassalage: z.string(),
    accountTypeName: z.string(),
    isPvp: z.boolean(),
  }),
});

/** Step 2, the launch address call: the spec's launch payload (sent with a Language header). */
export const launchAddress = endpoint({
  method: 'POST',
  path: '/lgw/game/launch',
  auth: true,
  idempotent: false,
  request: z.strictObject({
    gameId: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
    roomId: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
    nodeId: z.string().check(z.minLength(1), z.maxLength(80)),
    accountType: z.literal(1),
    confirmTrans: z.union([z.literal(0), z.literal(1)]),
    vassalage: z.optional(z.string().check(z.maxLength(40))),
    accountTypeName: z.optional(z.string().check(z.maxLength(80))),
    launchMode: z.literal('GLS'),
    platform,
    clientType: z.literal(3),
    username: z.string().check(z.minLength(1), z.maxLength(40)),
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    merchantCode: z.string().check(z.maxLength(40)),
    language: z.string().check(z.maxLength(8)),
  }),
  response: z.object({
    /** The game address: a path to resolve against a launchGameCDNs host, or an absolute URL. */
    game_url: z.optional(z.string()),
    /** A second address, tried when the first does not load. */
    game_url2: z.optional(z.string()),
    /** PvP rooms answer here instead of game_url. */
    content: z.optional(z.string()),
  }),
});

/** One line of the winners board. */
export const winner = z.object({
  /** The account, masked (de***er). */
  account: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  vendorName: z.string(),
  stake: minor,
  payout: minor,
  /** payout - stake. */
  winAmount: minor,
  at: z.string(),
});
export type Winner = z.infer<typeof winner>;

/** Winners board from settled rounds that paid more than they took: latest or biggest first. */
export const rankList = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  request: z.strictObject({
    order: z._default(z.enum(['latest', 'biggest']), 'latest'),
    count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
    language,
  }),
  response: z.object({ list: z.array(winner) }),
});

/**
 * Most played games of the last 7 days topped up with hot games (count 20). prizeMode asks
 * for lottery games of that mode instead: the most bet of the last 7 days, topped up with the
 * mode's other games.
 */
export const popularGames = endpoint({
  method: 'GET',
  path: '/lgw/games/popular',
  request: z.strictObject({
    count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
    prizeMode: z.optional(prizeMode),
    device: z.optional(z.string().check(z.maxLength(16))),
    language,
  }),
  response: z.object({ list: z.array(game) }),
});
