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

/** A filtered lobby list, with what it was filtered by. */
interface KeptList {
  /** Every filter but the name. */
  readonly filters: string;
  /** The name's search form, or null for a list not searched by name. */
  readonly needle: string | null;
  readonly language: CatalogueLanguage;
  readonly games: CatalogueGame[];
}

/** Filtered lobby lists kept per catalogue: the lobby asks for the same lists again and again. */
const lobbyLists = new WeakMap<Catalogue, Map<string, KeptList>>();
const KEPT_LISTS = 100;

/**
 * The smallest kept list that holds every game of a search: the same filters, and no name or a name
 * inside the one searched now. A search typed letter by letter then narrows the list of its last letter
 * (hundreds of games) instead of going through the whole catalogue again; the order is kept.
 */
function narrowestKept(
  kept: Map<string, KeptList>,
  filters: string,
  needle: string,
  language: CatalogueLanguage,
): CatalogueGame[] | null {
  let narrowest: CatalogueGame[] | null = null;
  for (const list of kept.values()) {
    const holdsAll =
      list.filters === filters &&
      (list.needle === null || (list.language === language && needle.includes(list.needle)));
    if (holdsAll && (narrowest === null || list.games.length < narrowest.length)) narrowest = list.games;
  }
  return narrowest;
}

/** The top-level games an ALL, NEW or HOT request lists, in lobby order. */
function lobbyList(catalogue: Catalogue, input: ListQuery, language: CatalogueLanguage): CatalogueGame[] {
  const { filter, gameType, vassalage, vendorCode, gameClassify, minBet, minLineNum } = input;
  const needle = input.gameName ? searchForm(input.gameName) : null;
  const filters = JSON.stringify([filter, gameType, vassalage, vendorCode, gameClassify, minBet, minLineNum]);
  // The language counts only for a search: names are not filtered otherwise.
  const key = JSON.stringify([filters, needle, needle === null ? null : language]);
  const kept = lobbyLists.get(catalogue) ?? new Map<string, KeptList>();
  lobbyLists.set(catalogue, kept);
  let list = kept.get(key);
  if (list) kept.delete(key);
  else {
    const matches = filterOf(input, language);
    const candidates = (needle !== null && narrowestKept(kept, filters, needle, language)) || catalogue.games;
    list = {
      filters,
      needle,
      language,
      games: candidates.filter(
        (game) =>
          game.parentCode === null &&
          (filter !== 'NEW' || game.isNew) &&
          (filter !== 'HOT' || game.isHot) &&
          matches(game),
      ),
    };
    // The least recently asked list makes room.
    if (kept.size >= KEPT_LISTS) kept.delete(kept.keys().next().value!);
  }
  kept.set(key, list);
  return list.games;
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
