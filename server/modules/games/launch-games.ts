import type { Selectable } from 'kysely';
import type { Game } from '../../../src/core/contract/games';
import type { Db } from '../../db/connection';
import { fail } from '../../http/envelope';
import { type Vendor, vendorByCode } from '../vendors/vendors';
import type { GameRoomsTable, GamesTable } from './tables';

export type GameRow = Selectable<GamesTable>;
export type RoomRow = Selectable<GameRoomsTable>;

/** What a launch opens: a game (directly, or through a PvP room) and its vendor. */
export interface LaunchTarget {
  game: GameRow;
  vendor: Vendor;
  room: RoomRow | null;
}

/** The launch node of a vendor's games (the platform's game-launch service for it). */
export const nodeIdOf = (vendor: Pick<Vendor, 'code'>): string => `GLS-${vendor.code}`;

/** The account type name a launch names: the vendor's wallet (its account type). */
export const accountTypeNameOf = (vendor: Pick<Vendor, 'wallet_code'>): string => vendor.wallet_code;

/** The game (or the room's game) and its vendor; NOT_FOUND when either is unknown. */
export async function launchTarget(
  db: Db,
  input: { gameCode?: string | undefined; roomId?: string | undefined },
): Promise<LaunchTarget> {
  let room: RoomRow | null = null;
  let gameCode = input.gameCode;
  if (input.roomId) {
    room =
      (await db
        .selectFrom('game_rooms')
        .selectAll()
        .where('room_id', '=', input.roomId)
        .executeTakeFirst()) ?? null;
    if (!room) fail('NOT_FOUND');
    gameCode = room.game_code;
  }
  if (!gameCode) fail('NOT_FOUND');
  const game = await db.selectFrom('games').selectAll().where('code', '=', gameCode).executeTakeFirst();
  if (!game) fail('NOT_FOUND');
  return { game, vendor: await vendorByCode(db, game.vendor_code), room };
}

/** The game's name in a language, falling back to English, then to its code. */
export async function gameName(db: Db, code: string, language: string): Promise<string> {
  const names = await db
    .selectFrom('game_names')
    .select(['language', 'name'])
    .where('game_code', '=', code)
    .where('language', 'in', [language, 'en'])
    .execute();
  return (
    names.find((row) => row.language === language)?.name ??
    names.find((row) => row.language === 'en')?.name ??
    code
  );
}

const SUGGESTIONS = 6;

/**
 * Up to six games a player can open instead of one under maintenance: same category and
 * grouping, not under maintenance, top-level (sub-games open through their parent),
 * playable by this account, hot ones first.
 */
export async function maintenanceSuggestions(
  db: Db,
  game: GameRow,
  member: { id: number; freePlay: boolean },
  language: string,
): Promise<Game[]> {
  let query = db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.code', 'games.vendor_code')
    .leftJoin('game_names as name', (join) =>
      join.onRef('name.game_code', '=', 'games.code').on('name.language', '=', language),
    )
    .leftJoin('game_names as english', (join) =>
      join.onRef('english.game_code', '=', 'games.code').on('english.language', '=', 'en'),
    )
    .leftJoin('favourite_games as favourite', (join) =>
      join.onRef('favourite.game_code', '=', 'games.code').on('favourite.member_id', '=', member.id),
    )
    .selectAll('games')
    .select([
      'vendors.display_name as vendor_name',
      'vendors.vassalage as vendor_vassalage',
      'vendors.account_type_id as vendor_account_type_id',
      'vendors.wallet_code as vendor_wallet_code',
      'name.name as local_name',
      'english.name as english_name',
      'favourite.game_code as favourite_code',
    ])
    .where('games.game_type', '=', game.game_type)
    .where('games.game_classify', '=', game.game_classify)
    .where('games.code', '!=', game.code)
    .where('games.maintenance', '=', false)
    .where('games.parent_code', 'is', null);
  if (member.freePlay) query = query.where('games.real_account_only', '=', false);
  const rows = await query
    .orderBy('games.is_hot', 'desc')
    .orderBy('vendors.sort')
    .orderBy('games.sort')
    .limit(SUGGESTIONS)
    .execute();
  // The catalogue's own card mapper is the one to use once it exists; this maps the same fields.
  return rows.map((row) => ({
    code: row.code,
    name: row.local_name ?? row.english_name ?? row.code,
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name,
    vassalage: row.vendor_vassalage,
    accountTypeId: row.vendor_account_type_id,
    accountTypeName: accountTypeNameOf({ wallet_code: row.vendor_wallet_code }),
    gameType: row.game_type as Game['gameType'],
    gameClassify: row.game_classify as Game['gameClassify'],
    isGame: row.is_game,
    defaultPlayType: row.default_play_type,
    tags: [...(row.is_new ? (['new'] as const) : []), ...(row.is_hot ? (['hot'] as const) : [])],
    minBet: Number(row.min_bet_minor),
    lines: row.lines,
    image: `/assets/games/${encodeURIComponent(row.code)}.svg?v=1`,
    maintenance: row.maintenance,
    realAccountOnly: row.real_account_only,
    isFavourite: row.favourite_code !== null,
  }));
}
