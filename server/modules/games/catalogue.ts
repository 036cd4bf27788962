import { sql } from 'kysely';
import {
  COCKFIGHT_CODES,
  type Game,
  type GameCategory,
  type GameClassify,
} from '../../../src/core/contract/games';
import type { Db } from '../../db/connection';
import type { CatalogueLanguage } from './catalogue-language';

/** Bumped when the generated artwork changes, so long-cached thumbnails are fetched again. */
export const ART_VERSION = 1;

export const gameImage = (code: string, language: CatalogueLanguage) =>
  `/assets/games/${encodeURIComponent(code)}.svg?v=${ART_VERSION}&lang=${language}`;
export const vendorImage = (code: string) =>
  `/assets/vendors/${encodeURIComponent(code)}.svg?v=${ART_VERSION}`;

const cockfight = new Set<string>(COCKFIGHT_CODES);

/**
 * The category a vendor is shown in: sports vendors in the cockfight list move to COCKFIGHT
 * (spec section 2), whichever of the two they were filed under.
 */
export function shownCategory(vendorCode: string, gameType: string): GameCategory {
  if (cockfight.has(vendorCode) && (gameType === 'SPORTS' || gameType === 'COCKFIGHT')) return 'COCKFIGHT';
  return gameType as GameCategory;
}

export function shownClassify(vendorCode: string, gameType: string, classify: string): GameClassify {
  return shownCategory(vendorCode, gameType) === 'COCKFIGHT' ? 'COCKFIGHT' : (classify as GameClassify);
}

/**
 * Every game with its vendor and its name in `language` (the code when it has none), and
 * whether `memberId` marked it. Callers add their filters and order.
 */
export function catalogueQuery(db: Db, language: CatalogueLanguage, memberId: number | null) {
  return db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .leftJoin('game_names as n', (join) =>
      join.onRef('n.game_code', '=', 'g.code').on('n.language', '=', language),
    )
    .select([
      'g.code',
      'g.vendor_code',
      'g.game_type',
      'g.game_classify',
      'g.is_game',
      'g.parent_code',
      'g.default_play_type',
      'g.min_bet_minor',
      'g.lines',
      'g.is_new',
      'g.is_hot',
      'g.maintenance',
      'g.real_account_only',
      'v.display_name as vendor_name',
      'v.vassalage',
      'v.account_type_id',
      sql<string>`coalesce(n.name, g.code)`.as('name'),
      (memberId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from favourite_games f where f.member_id = ${memberId} and f.game_code = g.code)`
      ).as('is_favourite'),
    ]);
}

export type CatalogueRow = {
  code: string;
  vendor_code: string;
  game_type: string;
  game_classify: string;
  is_game: 'GAME' | 'VASSALAGE';
  parent_code: string | null;
  default_play_type: string | null;
  min_bet_minor: number;
  lines: number;
  is_new: boolean;
  is_hot: boolean;
  maintenance: boolean;
  real_account_only: boolean;
  vendor_name: string;
  vassalage: string;
  account_type_id: number;
  name: string;
  is_favourite: boolean;
};

/** One catalogue row as the contract's game card. */
export function toGame(row: CatalogueRow, language: CatalogueLanguage): Game {
  const tags: Game['tags'] = [];
  if (row.is_new) tags.push('new');
  if (row.is_hot) tags.push('hot');
  return {
    code: row.code,
    name: row.name,
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name,
    vassalage: row.vassalage,
    accountTypeId: row.account_type_id,
    // The vendor's account type (wallet) is named by its code.
    accountTypeName: row.vendor_code,
    gameType: shownCategory(row.vendor_code, row.game_type),
    gameClassify: shownClassify(row.vendor_code, row.game_type, row.game_classify),
    isGame: row.is_game,
    defaultPlayType: row.default_play_type,
    tags,
    minBet: Number(row.min_bet_minor),
    lines: row.lines,
    image: gameImage(row.code, language),
    maintenance: row.maintenance,
    realAccountOnly: row.real_account_only,
    isFavourite: Boolean(row.is_favourite),
  };
}

/** Games by code, in the order of `codes`; codes not in the catalogue are left out. */
export async function gamesByCodes(
  db: Db,
  codes: readonly string[],
  language: CatalogueLanguage,
  memberId: number | null,
): Promise<Game[]> {
  if (codes.length === 0) return [];
  const rows = await catalogueQuery(db, language, memberId)
    .where('g.code', 'in', [...codes])
    .execute();
  const byCode = new Map(rows.map((row) => [row.code, toGame(row, language)]));
  return codes.flatMap((code) => byCode.get(code) ?? []);
}

/** One game card, or null when the code is not in the catalogue. */
export async function gameByCode(
  db: Db,
  code: string,
  language: CatalogueLanguage,
  memberId: number | null,
): Promise<Game | null> {
  const [game] = await gamesByCodes(db, [code], language, memberId);
  return game ?? null;
}
