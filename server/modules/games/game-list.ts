import { type RawBuilder, sql } from 'kysely';
import type { games, ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import { COCKFIGHT_CODES, type GameCategory } from '../../../src/core/contract/games';
import type { Db } from '../../db/connection';
import { gamesByCodes } from './catalogue';
import { type CatalogueLanguage, searchForm } from './catalogue-language';

type ListQuery = ParsedRequestOf<typeof games.gameList>;
type Condition = RawBuilder<boolean>;

const cockfightCodes = sql.join([...COCKFIGHT_CODES]);

/** Games shown in a category: cockfight-list vendors count as COCKFIGHT even when filed as SPORTS. */
function inCategory(category: GameCategory): Condition {
  if (category === 'COCKFIGHT')
    return sql<boolean>`(g.game_type = 'COCKFIGHT' or (g.game_type = 'SPORTS' and g.vendor_code in (${cockfightCodes})))`;
  if (category === 'SPORTS')
    return sql<boolean>`(g.game_type = 'SPORTS' and g.vendor_code not in (${cockfightCodes}))`;
  return sql<boolean>`g.game_type = ${category}`;
}

/** A LIKE pattern that matches `text` anywhere, with the user's %, _ and \ taken literally. */
const containing = (text: string) => `%${searchForm(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The request's filters over `games g`, as conditions that need no join, so counting the
 * matches reads the games table alone.
 */
function conditions(input: ListQuery, named: string[] | null, memberId: number | null): Condition[] {
  const where: Condition[] = [];
  if (input.gameType) where.push(inCategory(input.gameType));
  if (input.vassalage)
    where.push(
      sql<boolean>`g.vendor_code in (select code from vendors where vassalage = ${input.vassalage})`,
    );
  if (input.vendorCode) where.push(sql<boolean>`g.vendor_code = ${input.vendorCode}`);
  if (input.gameClassify) where.push(sql<boolean>`g.game_classify = ${input.gameClassify}`);
  if (named) where.push(sql<boolean>`g.code = any(${named})`);
  if (input.minBet !== undefined) where.push(sql<boolean>`g.min_bet_minor <= ${input.minBet}`);
  if (input.minLineNum !== undefined) where.push(sql<boolean>`g.lines >= ${input.minLineNum}`);
  if (input.filter === 'FAV')
    where.push(sql<boolean>`g.code in (select game_code from favourite_games where member_id = ${memberId})`);
  else if (input.filter === 'RECENT')
    where.push(sql<boolean>`g.code in (select game_code from game_launches where member_id = ${memberId})`);
  else {
    where.push(sql<boolean>`g.parent_code is null`);
    if (input.filter === 'NEW') where.push(sql<boolean>`g.is_new`);
    if (input.filter === 'HOT') where.push(sql<boolean>`g.is_hot`);
  }
  return where;
}

/**
 * One page of the game list. ALL, NEW and HOT list top-level games in vendor order (a
 * VASSALAGE game stands for its sub-games); FAV and RECENT list what the member marked or
 * launched, sub-games included, newest first, and are empty without a session. The page is
 * found on a narrow row first; only its games are read in full.
 */
export async function listGames(
  db: Db,
  input: ListQuery,
  language: CatalogueLanguage,
  memberId: number | null,
): Promise<ResponseOf<typeof games.gameList>> {
  if ((input.filter === 'FAV' || input.filter === 'RECENT') && memberId === null)
    return { games: [], total: 0, totalPages: 0, page: input.page };
  // The name search reads the names once; counting and paging then look games up by code.
  const named = input.gameName
    ? (
        await db
          .selectFrom('game_names')
          .select('game_code')
          .where('language', '=', language)
          .where(sql<boolean>`name_lower like ${containing(input.gameName)} escape '\\'`)
          .execute()
      ).map((row) => row.game_code)
    : null;
  const where = conditions(input, named, memberId);

  let counting = db.selectFrom('games as g').select(sql<number>`count(*)`.as('total'));
  let paging = db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .select('g.code');
  for (const condition of where) {
    counting = counting.where(condition);
    paging = paging.where(condition);
  }
  if (input.filter === 'FAV')
    paging = paging.orderBy(
      sql`(select f.created_at from favourite_games f where f.member_id = ${memberId} and f.game_code = g.code)`,
      'desc',
    );
  else if (input.filter === 'RECENT')
    paging = paging.orderBy(
      sql`(select max(l.created_at) from game_launches l where l.member_id = ${memberId} and l.game_code = g.code)`,
      'desc',
    );
  else paging = paging.orderBy('v.sort').orderBy('g.sort');

  const counted = await counting.executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const offset = (input.page - 1) * input.pageSize;
  const codes =
    offset < total ? await paging.orderBy('g.code').limit(input.pageSize).offset(offset).execute() : [];
  return {
    games: await gamesByCodes(
      db,
      codes.map((row) => row.code),
      language,
      memberId,
    ),
    total,
    totalPages: Math.ceil(total / input.pageSize),
    page: input.page,
  };
}
