import type { games, ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import { pageSlice, totalPages } from '../../db/paging';
import type { Db } from '../database';
import { gameCards, gamesByCodes } from './catalogue';
import { type CatalogueLanguage, searchForm } from './catalogue-language';
import type { Catalogue, CatalogueGame } from './catalogue-snapshot';
import { favouriteCodes, launchedCodes } from './member-games';

type ListQuery = ParsedRequestOf<typeof games.gameList>;

/**
 * The request's filters as one test. The category is the one a game is shown in, so
 * cockfight-list vendors count as COCKFIGHT even when filed as SPORTS; the name is searched
 * in its stored search form, as a literal piece of it, in the language asked for.
 */
function filterOf(input: ListQuery, language: CatalogueLanguage): (game: CatalogueGame) => boolean {
  const { gameType, vassalage, vendorCode, gameClassify, minBet, minLineNum } = input;
  const needle = input.gameName ? searchForm(input.gameName) : null;
  return (game) =>
    (!gameType || game.category === gameType) &&
    (!vassalage || game.vendor.vassalage === vassalage) &&
    (!vendorCode || game.vendor.code === vendorCode) &&
    (!gameClassify || game.gameClassify === gameClassify) &&
    (minBet === undefined || game.minBet <= minBet) &&
    (minLineNum === undefined || game.lines >= minLineNum) &&
    (needle === null || (game.searchNames.get(language)?.includes(needle) ?? false));
}

/** Filtered lobby lists kept per catalogue: the lobby asks for the same lists again and again. */
const lobbyLists = new WeakMap<Catalogue, Map<string, CatalogueGame[]>>();
const KEPT_LISTS = 100;

/** The top-level games an ALL, NEW or HOT request lists, in lobby order. */
function lobbyList(catalogue: Catalogue, input: ListQuery, language: CatalogueLanguage): CatalogueGame[] {
  const { filter, gameType, vassalage, vendorCode, gameClassify, minBet, minLineNum } = input;
  const needle = input.gameName ? searchForm(input.gameName) : null;
  // The language counts only for a search: names are not filtered otherwise.
  const key = JSON.stringify([
    filter,
    gameType,
    vassalage,
    vendorCode,
    gameClassify,
    minBet,
    minLineNum,
    needle,
    needle === null ? null : language,
  ]);
  const kept = lobbyLists.get(catalogue) ?? new Map<string, CatalogueGame[]>();
  lobbyLists.set(catalogue, kept);
  let list = kept.get(key);
  if (list) kept.delete(key);
  else {
    const matches = filterOf(input, language);
    list = catalogue.games.filter(
      (game) =>
        game.parentCode === null &&
        (filter !== 'NEW' || game.isNew) &&
        (filter !== 'HOT' || game.isHot) &&
        matches(game),
    );
    // The least recently asked list makes room.
    if (kept.size >= KEPT_LISTS) kept.delete(kept.keys().next().value!);
  }
  kept.set(key, list);
  return list;
}

/**
 * One page of the game list. ALL, NEW and HOT list top-level games in vendor order (a
 * VASSALAGE game stands for its sub-games); FAV and RECENT list what the member marked or
 * launched, sub-games included, newest first, and are empty without a session. Everything
 * but the member's own games is read from the catalogue in memory.
 */
export async function listGames(
  db: Db,
  catalogue: Catalogue,
  input: ListQuery,
  language: CatalogueLanguage,
  memberId: number | null,
): Promise<ResponseOf<typeof games.gameList>> {
  if ((input.filter === 'FAV' || input.filter === 'RECENT') && memberId === null)
    return { games: [], total: 0, totalPages: 0, page: input.page };
  let matching: readonly CatalogueGame[];
  if (input.filter === 'FAV')
    matching = gamesByCodes(catalogue, await favouriteCodes(db, memberId!)).filter(filterOf(input, language));
  else if (input.filter === 'RECENT')
    matching = gamesByCodes(catalogue, await launchedCodes(db, memberId!)).filter(filterOf(input, language));
  else matching = lobbyList(catalogue, input, language);
  return {
    games: await gameCards(db, pageSlice(matching, input), language, memberId, input.filter === 'FAV'),
    total: matching.length,
    totalPages: totalPages(matching.length, input),
    page: input.page,
  };
}
