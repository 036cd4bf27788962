import type { ColumnType, Generated } from 'kysely';
import type { BigintAsNumber, Json } from '../../db/column-types';

/** Which built-in playable game a catalogue entry opens (server/games), or the lottery's screens. */
export type GameEngine = 'slot' | 'roulette' | 'lottery';

/** The catalogue: about 10,000 games; sub-games of a VASSALAGE game point at it with parent_code. */
export interface GamesTable {
  code: string;
  vendor_code: string;
  /** The vendor's category (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, COCKFIGHT, ESPORTS). */
  game_type: string;
  /** SLOT, BGS, BINGO for RNG vendors; the category name otherwise. */
  game_classify: string;
  /** GAME or VASSALAGE (a parent that opens a popup of sub-games). */
  is_game: 'GAME' | 'VASSALAGE';
  parent_code: string | null;
  default_play_type: string | null;
  engine: GameEngine;
  min_bet_minor: BigintAsNumber;
  lines: number;
  is_new: boolean;
  is_hot: boolean;
  maintenance: boolean;
  real_account_only: boolean;
  /** Order inside the vendor (lobby default order). */
  sort: number;
}

/** A game's name in one site language (en, es, pt, ty). */
export interface GameNamesTable {
  game_code: string;
  language: string;
  name: string;
  /** Lower-cased name, for case-insensitive search. */
  name_lower: string;
}

export interface FavouriteGamesTable {
  member_id: number;
  game_code: string;
  created_at: Date;
}

/** PvP rooms (GLS2_roomList); each opens one table game. */
export interface GameRoomsTable {
  room_id: string;
  vendor_code: string;
  game_code: string;
  name: string;
  min_bet_minor: BigintAsNumber;
  seats: number;
  sort: number;
}

/**
 * One launch: the single-use, short-lived launch token (stored as SHA-256) that the game
 * address carries; used_at is set when the game page redeems it. Recent games and
 * popular games read this table.
 */
export interface GameLaunchesTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  game_code: string;
  room_id: string | null;
  vendor_code: string;
  /** The exact origin of the page that launched: the only target the game page posts to. */
  parent_origin: string;
  language: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  /** SHA-256 of the site session token that launched (007_game_play); null on older rows. */
  login_token_hash: string | null;
}

/** A game page's session, opened by redeeming a launch token; the game's bets use its token. */
export interface GameSessionsTable {
  id: Generated<number>;
  token_hash: string;
  launch_id: number;
  member_id: number;
  game_code: string;
  vendor_code: string;
  engine: GameEngine;
  created_at: Date;
  expires_at: Date;
  /** When the last round started (rounds are at least 2.5 s apart). */
  last_round_at: Date | null;
  /** SHA-256 of the site session token behind it (007_game_play): signing out ends the game session. */
  login_token_hash: string | null;
  /** Why it ended before its time (041_game_session_end_reason): `exclusion` or `other_game`; null while open or expired. */
  end_reason: ColumnType<
    GameSessionEndReason | null,
    GameSessionEndReason | null | undefined,
    GameSessionEndReason | null
  >;
}

/** Why a game session ended early: an exclusion (time-out, self-exclusion, panic lock) or another game opened. */
export type GameSessionEndReason = 'exclusion' | 'other_game';

/** What the RNG drew for a round and how it paid: every payout is traceable to its draw. */
export interface RoundOutcomesTable {
  round_id: number;
  session_id: number;
  outcome: Json<unknown>;
  created_at: Date;
}

/** One row: moved on by every change to games, game_names or vendors (011_games_catalogue_version). */
export interface CatalogueVersionTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  version: BigintAsNumber;
}

export interface GameTables {
  games: GamesTable;
  game_names: GameNamesTable;
  favourite_games: FavouriteGamesTable;
  game_rooms: GameRoomsTable;
  game_launches: GameLaunchesTable;
  game_sessions: GameSessionsTable;
  round_outcomes: RoundOutcomesTable;
  catalogue_version: CatalogueVersionTable;
}
