import type { Selectable } from 'kysely';
import type { Game } from '../../../src/core/contract/games';
import type { Db } from '../../db/connection';
import { fail } from '../../http/envelope';
import { type Vendor, vendorByCode } from '../vendors/vendors';
import { catalogueQuery, toGame } from './catalogue';
import type { CatalogueLanguage } from './catalogue-language';
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

/** The account type name a launch names: the vendor's account type (wallet) is named by its code, as on game cards. */
export const accountTypeNameOf = (vendor: Pick<Vendor, 'code'>): string => vendor.code;

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
  language: CatalogueLanguage,
): Promise<Game[]> {
  let query = catalogueQuery(db, language, member.id)
    .where('g.game_type', '=', game.game_type)
    .where('g.game_classify', '=', game.game_classify)
    .where('g.code', '!=', game.code)
    .where('g.maintenance', '=', false)
    .where('g.parent_code', 'is', null);
  if (member.freePlay) query = query.where('g.real_account_only', '=', false);
  const rows = await query
    .orderBy('g.is_hot', 'desc')
    .orderBy('v.sort')
    .orderBy('g.sort')
    .limit(SUGGESTIONS)
    .execute();
  return rows.map((row) => toGame(row, language));
}
