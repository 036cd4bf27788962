import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useState } from 'react';
import { session } from '../../core';
import { type ListFilter, listFilter } from '../../core/contract/games';
import { launchPlatform } from '../../core/games';
import { Button } from '../ui/Button';
import { pauseImageLoads } from '../ui/games/lazy-images';
import { useMenus } from '../ui/nav/use-menus';
import { errorKeyFor } from '../ui/system-status';
import { useLanguage, useT } from '../ui/use-t';
import { LobbyToolbar, type ToolbarState } from './LobbyToolbar';
import { lobbyPageOf, scopeOf, vendorsOf } from './lobby-scope';
import { RoomList } from './RoomList';
import { type GameQuery, useSparseGames } from './use-sparse-games';
import { VendorTabs } from './VendorTabs';
import { VirtualGrid } from './VirtualGrid';

const initialTools: ToolbarState = { filter: 'ALL', search: '', minBet: null, minLines: null };

function filterOf(value: string | undefined): ListFilter {
  const wanted = (value ?? '').trim().toUpperCase();
  return listFilter.options.find((filter) => filter === wanted) ?? 'ALL';
}

/**
 * A game lobby (/rng, /bgs, /bingo, /live, /fish, /pvp, /seamless): vendor tabs, list
 * filters, search in the site language, minimum bet and lines, and the virtualised grid
 * of the matching games; the PvP page lists its tables above the games.
 */
export function Lobby({
  pageType,
  vendor,
  filter: initialFilter,
}: {
  pageType?: string;
  vendor?: string;
  filter?: string;
}) {
  useSignals();
  const t = useT();
  const lang = useLanguage();
  const page = lobbyPageOf(pageType);
  const scope = scopeOf(page);
  // The same load as the navigation's: one request for both on a page that holds them.
  const { query: menus, reload: reloadMenus } = useMenus();
  const vendors = menus.state === 'ready' ? vendorsOf(page, menus.value) : [];
  const [chosenVendor, setChosenVendor] = useState<string | null>(vendor?.trim() || null);
  const [tools, setTools] = useState<ToolbarState>(() => ({
    ...initialTools,
    filter: filterOf(initialFilter),
  }));
  // Searched at every keystroke, so the results follow the last one within 100 ms: each new term
  // aborts the request of the one before, and an older answer is never shown over a newer one
  // (useSparseGames). The server answers a search of the whole catalogue in a few milliseconds.
  const search = tools.search.trim();
  const token = session.token.value;
  const signedIn = token !== null;

  // A new `vendor` or `filter` attribute (the host routed to ?vendor=…) selects it.
  useEffect(() => setChosenVendor(vendor?.trim() || null), [vendor]);
  useEffect(() => setTools((current) => ({ ...current, filter: filterOf(initialFilter) })), [initialFilter]);

  // Until the menus arrive the attribute's vendor is trusted; after, only a listed vendor is.
  const selectedVendor =
    menus.state !== 'ready'
      ? scope.vendorRequired
        ? null
        : chosenVendor
      : vendors.some((card) => card.vendorCode === chosenVendor)
        ? chosenVendor
        : scope.vendorRequired
          ? (vendors[0]?.vendorCode ?? null)
          : null;

  // Signed out, FAV and RECENT have nothing to show: the list falls back to ALL.
  const filter: ListFilter =
    !signedIn && (tools.filter === 'FAV' || tools.filter === 'RECENT') ? 'ALL' : tools.filter;

  const query: GameQuery | null =
    scope.vendorRequired && !selectedVendor
      ? null
      : {
          platform: launchPlatform(),
          ...(scope.gameType ? { gameType: scope.gameType } : {}),
          ...(scope.gameClassify ? { gameClassify: scope.gameClassify } : {}),
          ...(selectedVendor ? { vendorCode: selectedVendor } : {}),
          ...(search ? { gameName: search } : {}),
          ...(tools.minBet !== null ? { minBet: tools.minBet } : {}),
          ...(scope.hasLines && tools.minLines !== null ? { minLineNum: tools.minLines } : {}),
          filter,
          language: lang,
        };
  const list = useSparseGames(query, signedIn ? 'member' : 'visitor');
  // No thumbnail starts from the keystroke until its games are shown: the answer does not wait behind them.
  useLayoutEffect(() => (list.refreshing ? pauseImageLoads() : undefined), [list.refreshing]);

  const chooseFilter = (next: ListFilter) => {
    if ((next === 'FAV' || next === 'RECENT') && !session.requireLogin()) return;
    setTools((current) => ({ ...current, filter: next }));
  };
  const clearSearch = () => setTools((current) => ({ ...current, search: '' }));
  const showAll = () => setTools(initialTools);

  const noVendors = menus.state === 'ready' && vendors.length === 0;
  const searching = search !== '';

  return (
    // The host page gives the heading; the section is named for assistive technology.
    <section className="lobby" part="lobby" data-page={page} aria-label={t(`lobby_title_${page}`)}>
      <div className="lobby__bar">
        {/* As tall as the tabs to come (their scroll bar included), so nothing below moves when they arrive. */}
        {(menus.state === 'loading' || menus.state === 'idle') && (
          <div className="vtabs vtabs--loading" aria-hidden="true">
            <span className="vtab vtab--placeholder" />
          </div>
        )}
        {menus.state === 'failed' && (
          <div className="lobby__inline-error" role="alert">
            <span>{t(errorKeyFor(menus.failure))}</span>
            <Button variant="outline" size="small" onClick={reloadMenus}>
              {t('lobby_retry')}
            </Button>
          </div>
        )}
        {menus.state === 'ready' && vendors.length > 0 && (
          <VendorTabs
            vendors={vendors}
            selected={selectedVendor}
            withAll={!scope.vendorRequired}
            onSelect={setChosenVendor}
          />
        )}
        <LobbyToolbar
          value={tools}
          onChange={(next) => setTools((current) => ({ ...current, ...next }))}
          onFilter={chooseFilter}
          hasLines={scope.hasLines}
          count={list.state === 'ready' ? list.total : null}
        />
      </div>
      {page === 'pvp' && <RoomList vendorCode={selectedVendor} />}
      {/* Busy from the keystroke until the games of what the box says are shown. */}
      <div className="lobby__games" aria-busy={list.refreshing}>
        {noVendors && scope.vendorRequired ? (
          <p className="lobby__state" part="lobby-empty">
            {t('lobby_no_vendors')}
          </p>
        ) : list.state === 'loading' ? (
          <div className="lobby__state" role="status" part="lobby-loading">
            <span className="spinner" aria-hidden="true" />
            {t('loading')}
          </div>
        ) : list.state === 'failed' ? (
          <div className="lobby__state" role="alert" part="lobby-error">
            <p>
              {t('lobby_error')} {t(errorKeyFor(list.failure))}
            </p>
            <Button variant="outline" onClick={list.retry}>
              {t('lobby_retry')}
            </Button>
          </div>
        ) : list.total === 0 ? (
          <div className="lobby__state" part="lobby-empty">
            {searching ? (
              <>
                <p className="lobby__state-title">{t('lobby_no_games_found')}</p>
                <p>{t('lobby_no_games_found_for', { query: search })}</p>
                <Button variant="outline" onClick={clearSearch}>
                  {t('lobby_search_clear')}
                </Button>
              </>
            ) : (
              <>
                <p>{t(filter === 'FAV' || filter === 'RECENT' ? `lobby_empty_${filter}` : 'lobby_empty')}</p>
                {(filter !== 'ALL' || tools.minBet !== null || tools.minLines !== null) && (
                  <Button variant="outline" onClick={showAll}>
                    {t('lobby_clear_filters')}
                  </Button>
                )}
              </>
            )}
          </div>
        ) : (
          <VirtualGrid
            total={list.total}
            gameAt={list.gameAt}
            want={list.want}
            label={t('lobby_grid_label')}
            listKey={list.shownKey ?? ''}
          />
        )}
      </div>
    </section>
  );
}
