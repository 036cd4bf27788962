import type { GameCategory, GameClassify, GameMenuCategory, VendorCard } from '../../core/contract/games';
import { lobbyFilter, lobbyPageTypes } from '../../core/contract/games';

/** The lobby pages: the contract's category lobbies plus "seamless" (every single-wallet vendor). */
export type LobbyPage = (typeof lobbyPageTypes)[number] | 'seamless';

export function lobbyPageOf(value: string | undefined): LobbyPage {
  const wanted = (value ?? '').trim().toLowerCase();
  if (wanted === 'seamless') return 'seamless';
  return (lobbyPageTypes as readonly string[]).includes(wanted) ? (wanted as LobbyPage) : 'rng';
}

/** What a page lists: a category (and, for RNG pages, a classification), or seamless vendors. */
export interface LobbyScope {
  gameType?: GameCategory;
  gameClassify?: GameClassify;
  /** Only one vendor at a time (no "All" tab): the page has no category of its own. */
  vendorRequired: boolean;
  /** Slots have paylines worth filtering on. */
  hasLines: boolean;
}

export function scopeOf(page: LobbyPage): LobbyScope {
  if (page === 'seamless') return { vendorRequired: true, hasLines: false };
  const filter = lobbyFilter[page];
  return {
    gameType: filter.gameType,
    ...(filter.gameClassify ? { gameClassify: filter.gameClassify } : {}),
    vendorRequired: false,
    hasLines: filter.gameType === 'RNG',
  };
}

/** The vendors a page's tabs show, in menu order, each once. */
export function vendorsOf(page: LobbyPage, categories: readonly GameMenuCategory[]): VendorCard[] {
  const scope = scopeOf(page);
  const seen = new Set<string>();
  const out: VendorCard[] = [];
  for (const category of categories) {
    for (const card of category.cards) {
      const fits =
        page === 'seamless'
          ? card.seamless
          : card.gameType === scope.gameType &&
            (!scope.gameClassify || card.gameClassify === scope.gameClassify);
      if (fits && !seen.has(card.vendorCode)) {
        seen.add(card.vendorCode);
        out.push(card);
      }
    }
  }
  return out;
}
