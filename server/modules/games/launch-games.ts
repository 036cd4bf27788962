import type { Selectable } from 'kysely';
import type { Game } from '../../../src/core/contract/games';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import { type Vendor, vendorByCode } from '../vendors/vendors';
import { gameCards } from './catalogue';
import type { CatalogueLanguage } from './catalogue-language';
import type { Catalogue } from './catalogue-snapshot';
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
  catalogue: Catalogue,
  game: GameRow,
  member: { id: number; freePlay: boolean },
  language: CatalogueLanguage,
): Promise<Game[]> {
  const others = catalogue.games.filter(
    (other) =>
      other.gameType === game.game_type &&
      other.gameClassify === game.game_classify &&
      other.code !== game.code &&
      !other.maintenance &&
      other.parentCode === null &&
      !(member.freePlay && other.realAccountOnly),
  );
  // Hot first; otherwise lobby order (a stable sort keeps it).
  others.sort((a, b) => Number(b.isHot) - Number(a.isHot));
  return gameCards(db, others.slice(0, SUGGESTIONS), language, member.id);
}
