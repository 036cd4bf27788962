import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { call } from '../../core';
import type { RequestOf } from '../../core/contract/endpoint';
import * as games from '../../core/contract/games';

/** The list's filters: everything gameList takes but the page. */
export type GameQuery = Omit<RequestOf<typeof games.gameList>, 'page' | 'pageSize'>;

/** Rows asked for at a time while the grid scrolls. */
export const PAGE_SIZE = 120;
/** A page that failed is asked for again when it is still wanted this long after. */
const RETRY_AFTER_MS = 3000;

export interface SparseGames {
  /** 'loading' until the first page of the filter arrives. */
  state: 'loading' | 'ready' | 'failed';
  failure: unknown;
  total: number;
  /** The game at a position, or undefined while its page is not here (a placeholder shows). */
  gameAt: (index: number) => games.Game | undefined;
  /** Asks for the pages covering positions `from`..`to`; pages no longer wanted are dropped. */
  want: (from: number, to: number) => void;
  retry: () => void;
  /**
   * True while the list shown is an older filter's and the new one's first page is on its way: the old
   * games stay on screen (no flash of a spinner between keystrokes) until the new answer replaces them.
   */
  refreshing: boolean;
  /** The filter of the games shown (changes when a new list replaces the old one). */
  shownKey: string | null;
}

interface PageRequest {
  controller: AbortController;
}

/**
 * A long game list held sparsely: pages of PAGE_SIZE fetched as the grid needs them, so
 * scrolling to row 9,000 fetches the pages there and none in between. A new filter
 * (or another session) aborts every request of the old one, and its answers are never
 * mixed in: an older filter's answer arriving late is dropped. While the new filter's first
 * page is on its way the old list stays shown (`refreshing`), then is replaced at once.
 */
export function useSparseGames(query: GameQuery | null, sessionKey: string): SparseGames {
  // The session is part of the list: it marks favourites and fills FAV and RECENT.
  const key = query === null ? null : JSON.stringify([query, sessionKey]);
  const [state, setState] = useState<SparseGames['state']>('loading');
  const stateRef = useRef(state);
  stateRef.current = state;
  const [failure, setFailure] = useState<unknown>(null);
  const [total, setTotal] = useState(0);
  const [version, setVersion] = useState(0);
  const [round, setRound] = useState(0);
  const [shownKey, setShownKey] = useState<string | null>(null);
  const pages = useRef(new Map<number, games.Game[]>());
  /** The pages held belong to an older filter: kept on screen until page 1 of the new one arrives. */
  const stale = useRef(false);
  const requests = useRef(new Map<number, PageRequest>());
  const failedAt = useRef(new Map<number, number>());
  const currentQuery = useRef<GameQuery | null>(query);
  currentQuery.current = query;
  const currentKey = useRef<string | null>(key);
  currentKey.current = key;

  const fetchPage = useCallback((page: number) => {
    const filters = currentQuery.current;
    const filtersKey = currentKey.current;
    if (filters === null || requests.current.has(page)) return;
    if (pages.current.has(page) && !stale.current) return;
    const controller = new AbortController();
    requests.current.set(page, { controller });
    call(games.gameList, { ...filters, page, pageSize: PAGE_SIZE }, { signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        requests.current.delete(page);
        if (stale.current) {
          // The new filter's first page: the old list goes, all at once.
          stale.current = false;
          pages.current.clear();
          failedAt.current.clear();
        }
        if (page === 1) setShownKey(filtersKey);
        failedAt.current.delete(page);
        pages.current.set(page, answer.games);
        setTotal(answer.total);
        setState('ready');
        setVersion((n) => n + 1);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        requests.current.delete(page);
        if (page === 1) {
          stale.current = false;
          pages.current.clear();
          setShownKey(filtersKey);
          setFailure(error);
          setState('failed');
        } else {
          failedAt.current.set(page, Date.now());
          // The grid asks again for what it still shows once the pause is over.
          setTimeout(() => {
            if (!controller.signal.aborted) setVersion((n) => n + 1);
          }, RETRY_AFTER_MS);
        }
      },
    );
  }, []);

  /** The filter and round whose first request has left: each starts once, from whichever effect comes first. */
  const started = useRef<string | null>(null);
  const startOver = useCallback(
    (round: number) => {
      started.current = `${currentKey.current}#${round}`;
      for (const request of requests.current.values()) request.controller.abort();
      requests.current.clear();
      // A list on screen stays there until the new one arrives; a failure or nothing shown starts from loading.
      const keepShown = currentKey.current !== null && stateRef.current === 'ready';
      stale.current = keepShown;
      if (!keepShown) {
        pages.current.clear();
        failedAt.current.clear();
        setTotal(0);
        setState('loading');
      }
      setFailure(null);
      setVersion((n) => n + 1);
      if (currentKey.current !== null) fetchPage(1);
    },
    [fetchPage],
  );

  // A new search or filter over games already shown: its request leaves in the task of the keystroke, not a
  // frame later as from a plain effect. A page's first list is asked for from the plain effect, after the page
  // has painted, as the vendor tabs are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter (key) or a retry (round) starts over
  useLayoutEffect(() => {
    if (stateRef.current === 'ready') startOver(round);
  }, [key, round, startOver]);
  useEffect(() => {
    if (started.current !== `${key}#${round}`) startOver(round);
  }, [key, round, startOver]);
  useEffect(
    () => () => {
      for (const request of requests.current.values()) request.controller.abort();
      requests.current.clear();
      // Mounted again (a host moving the element), the list is asked for again.
      started.current = null;
    },
    [],
  );

  const want = useCallback(
    (from: number, to: number) => {
      // Positions in an old list mean nothing in the new one: wait for its first page.
      if (currentQuery.current === null || stale.current) return;
      const first = Math.floor(Math.max(0, from) / PAGE_SIZE) + 1;
      const last = Math.floor(Math.max(0, to) / PAGE_SIZE) + 1;
      // Pages scrolled past before they arrived are not worth waiting for.
      for (const [page, request] of requests.current) {
        if (page !== 1 && (page < first || page > last)) {
          request.controller.abort();
          requests.current.delete(page);
        }
      }
      for (let page = first; page <= last; page += 1) {
        const failed = failedAt.current.get(page);
        if (failed !== undefined && Date.now() - failed < RETRY_AFTER_MS) continue;
        fetchPage(page);
      }
    },
    [fetchPage],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks a page arriving
  const gameAt = useMemo(
    () => (index: number) => pages.current.get(Math.floor(index / PAGE_SIZE) + 1)?.[index % PAGE_SIZE],
    [version],
  );

  return {
    state: key === null ? 'loading' : state,
    refreshing: key !== null && state === 'ready' && shownKey !== key,
    shownKey,
    failure,
    total,
    gameAt,
    want,
    retry: useCallback(() => setRound((n) => n + 1), []),
  };
}
