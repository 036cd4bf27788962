import { brandConfig, call, games } from '../../core';

/** The kinds of game shelf, and where each reads its games. */
export const shelfKinds = ['popular', 'hot', 'new', 'favourites', 'recent', 'lottery'] as const;
export type ShelfKind = (typeof shelfKinds)[number];

export function shelfKindOf(value: string | undefined): ShelfKind {
  return shelfKinds.includes(value as ShelfKind) ? (value as ShelfKind) : 'popular';
}

/** Favourites and recently played belong to a member: these shelves stay hidden when signed out. */
export function needsSession(kind: ShelfKind): boolean {
  return kind === 'favourites' || kind === 'recent';
}

/** The lobby a shelf's "See all" opens, with the lobby filter of that shelf. */
export const seeAllPaths: Record<ShelfKind, string> = {
  popular: '/rng',
  hot: '/rng?filter=HOT',
  new: '/rng?filter=NEW',
  favourites: '/rng?filter=FAV',
  recent: '/rng?filter=RECENT',
  lottery: '/lottery',
};

/** New games come in one lane per vendor: take them lane by lane, in turn, so every vendor shows. */
function interleave(lanes: games.Game[][]): games.Game[] {
  const out: games.Game[] = [];
  const longest = Math.max(0, ...lanes.map((lane) => lane.length));
  for (let index = 0; index < longest; index += 1) {
    for (const lane of lanes) {
      const game = lane[index];
      if (game) out.push(game);
    }
  }
  return out;
}

/** Reads a shelf's games in `language`, at most `count`, each game once. */
export async function loadShelf(
  kind: ShelfKind,
  language: string,
  count: number,
  signal: AbortSignal,
): Promise<games.Game[]> {
  let list: games.Game[];
  switch (kind) {
    case 'popular':
      list = (await call(games.popularGames, { count, language }, { signal })).list;
      break;
    case 'hot':
      list = (await call(games.hotGames, { language }, { signal })).list;
      break;
    case 'new': {
      const { lanes } = (await call(games.newGameVendor, { language }, { signal })).data;
      list = interleave(lanes.map((lane) => lane.games));
      break;
    }
    case 'favourites':
      list = (await call(games.favouriteGames, { language }, { signal })).list;
      break;
    case 'recent':
      list = (await call(games.recentGames, { language }, { signal })).list;
      break;
    case 'lottery':
      // The popular games of the brand's lottery prize mode (spec §3 lotteryType, §9 count 20).
      list = (
        await call(
          games.popularGames,
          { count, prizeMode: brandConfig.value.lotteryType, language },
          { signal },
        )
      ).list;
      break;
  }
  const seen = new Set<string>();
  return list.filter((game) => !seen.has(game.code) && seen.add(game.code)).slice(0, count);
}
