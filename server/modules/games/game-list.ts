import { sql } from 'kysely';
import type { games, ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import { COCKFIGHT_CODES, type GameCategory } from '../../../src/core/contract/games';
import type { Db } from '../../db/connection';
import { catalogueQuery, toGame } from './catalogue';
import { type CatalogueLanguage, searchForm } from './catalogue-language';

type ListQuery = ParsedRequestOf<typeof games.gameList>;
type Query = ReturnType<typeof catalogueQuery>;

const cockfightCodes = [...COCKFIGHT_CODES];

/** Games shown in a category: cockfight-list vendors count as COCKFIGHT even when filed as SPORTS. */
function inCategory(query: Query, category: GameCategory): Query {
  if (category === 'COCKFIGHT')
    return query.where((eb) =>
      eb.or([
        eb('g.game_type', '=', 'COCKFIGHT'),
        eb.and([eb('g.game_type', '=', 'SPORTS'), eb('g.vendor_code', 'in', cockfightCodes)]),
      ]),
    );
  if (category === 'SPORTS')
    return query.where('g.game_type', '=', 'SPORTS').where('g.vendor_code', 'not in', cockfightCodes);
  return query.where('g.game_type', '=', category);
}

/** A LIKE pattern that matches `text` anywhere, with the user's %, _ and \ taken literally. */
const containing = (text: string) => `%${searchForm(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the game list. ALL, NEW and HOT list top-level games in vendor order (a
 * VASSALAGE game stands for its sub-games); FAV and RECENT list what the member marked or
 * launched, sub-games included, newest first, and are empty without a session.
 */
export async function listGames(
  db: Db,
  input: ListQuery,
  language: CatalogueLanguage,
  memberId: number | null,
): Promise<ResponseOf<typeof games.gameList>> {
  const empty = { games: [], total: 0, totalPages: 0, page: input.page };
  if ((input.filter === 'FAV' || input.filter === 'RECENT') && memberId === null) return empty;

  let query = catalogueQuery(db, language, memberId);
  if (input.gameType) query = inCategory(query, input.gameType);
  if (input.vassalage) query = query.where('v.vassalage', '=', input.vassalage);
  if (input.vendorCode) query = query.where('g.vendor_code', '=', input.vendorCode);
  if (input.gameClassify) query = query.where('g.game_classify', '=', input.gameClassify);
  if (input.gameName)
    query = query.where(sql<boolean>`n.name_lower like ${containing(input.gameName)} escape '\\'`);
  if (input.minBet !== undefined) query = query.where('g.min_bet_minor', '<=', input.minBet);
  if (input.minLineNum !== undefined) query = query.where('g.lines', '>=', input.minLineNum);

  switch (input.filter) {
    case 'FAV':
      query = query
        .where(
          'g.code',
          'in',
          db.selectFrom('favourite_games').select('game_code').where('member_id', '=', memberId!),
        )
        .orderBy(
          sql`(select f.created_at from favourite_games f where f.member_id = ${memberId} and f.game_code = g.code)`,
          'desc',
        );
      break;
    case 'RECENT':
      query = query
        .where(
          'g.code',
          'in',
          db.selectFrom('game_launches').select('game_code').where('member_id', '=', memberId!),
        )
        .orderBy(
          sql`(select max(l.created_at) from game_launches l where l.member_id = ${memberId} and l.game_code = g.code)`,
          'desc',
        );
      break;
    default:
      query = query.where('g.parent_code', 'is', null);
      if (input.filter === 'NEW') query = query.where('g.is_new', '=', true);
      if (input.filter === 'HOT') query = query.where('g.is_hot', '=', true);
      query = query.orderBy('v.sort').orderBy('g.sort');
  }

  const rows = await query
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('g.code')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end: count without the page.
    if (input.page === 1) return empty;
    const counted = await query
      .clearSelect()
      .clearOrderBy()
      .select(sql<number>`count(*)`.as('total'))
      .executeTakeFirst();
    total = Number(counted?.total ?? 0);
  }
  total = Number(total);
  return {
    games: rows.map((row) => toGame(row, language)),
    total,
    totalPages: Math.ceil(total / input.pageSize),
    page: input.page,
  };
}
