import { useCallback, useEffect, useRef, useState } from 'react';

/** What a paged endpoint answers: one page of rows and the count of the whole filter. */
export interface PagedAnswer<T> {
  list: T[];
  total: number;
}

export interface PagedList<T, A extends PagedAnswer<T>> {
  /** 'loading' only while the first page of a filter arrives. */
  state: 'loading' | 'ready' | 'failed';
  items: T[];
  total: number;
  /** The first page's whole answer (totals, filter choices travel with it). */
  first: A | null;
  failure: unknown;
  loadingMore: boolean;
  /** A later page that failed; the rows already shown stay. */
  moreFailure: unknown;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
  /** Changes the rows already shown in place, e.g. after an action on one of them. */
  update: (change: (items: T[]) => T[]) => void;
}

/**
 * Rows of a paged endpoint, page after page: `loadPage(n)` fetches page n for the current
 * filter; a new `filterKey` starts again from page 1, and answers for an older filter are
 * dropped so a slow reply never mixes into the new list. A null key (a filter the server would
 * refuse, such as a reversed date range) asks for nothing and shows no rows.
 */
export function usePagedList<T, A extends PagedAnswer<T>>(
  loadPage: (page: number) => Promise<A>,
  filterKey: string | null,
): PagedList<T, A> {
  const [state, setState] = useState<PagedList<T, A>['state']>('loading');
  const [items, setItems] = useState<T[]>([]);
  const [first, setFirst] = useState<A | null>(null);
  const [total, setTotal] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailure, setMoreFailure] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  const generation = useRef(0);
  const nextPage = useRef(1);
  const busy = useRef(false);
  // What has arrived, known before the next render: a scroll between an answer and that render must
  // not ask for a page past the end.
  const arrived = useRef({ shown: 0, total: 0 });
  const loader = useRef(loadPage);
  loader.current = loadPage;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter or a reload starts again
  useEffect(() => {
    const mine = ++generation.current;
    nextPage.current = 1;
    setItems([]);
    setFirst(null);
    setFailure(null);
    setMoreFailure(null);
    setLoadingMore(false);
    if (filterKey === null) {
      busy.current = false;
      arrived.current = { shown: 0, total: 0 };
      setTotal(0);
      setState('ready');
      return;
    }
    busy.current = true;
    setState('loading');
    loader.current(1).then(
      (answer) => {
        if (mine !== generation.current) return;
        busy.current = false;
        nextPage.current = 2;
        arrived.current = { shown: answer.list.length, total: answer.total };
        setFirst(answer);
        setItems(answer.list);
        setTotal(answer.total);
        setState('ready');
      },
      (reason: unknown) => {
        if (mine !== generation.current) return;
        busy.current = false;
        setFailure(reason);
        setState('failed');
      },
    );
  }, [filterKey, round]);

  const hasMore = state === 'ready' && items.length < total;

  const loadMore = useCallback(() => {
    if (busy.current || !hasMore || arrived.current.shown >= arrived.current.total) return;
    const mine = generation.current;
    const page = nextPage.current;
    busy.current = true;
    setLoadingMore(true);
    setMoreFailure(null);
    loader.current(page).then(
      (answer) => {
        if (mine !== generation.current) return;
        busy.current = false;
        nextPage.current = page + 1;
        arrived.current = {
          shown: arrived.current.shown + answer.list.length,
          total: answer.list.length === 0 ? 0 : answer.total,
        };
        setItems((shown) => [...shown, ...answer.list]);
        // An empty page means the filter shrank meanwhile: stop asking.
        setTotal(answer.list.length === 0 ? 0 : answer.total);
        setLoadingMore(false);
      },
      (reason: unknown) => {
        if (mine !== generation.current) return;
        busy.current = false;
        setMoreFailure(reason);
        setLoadingMore(false);
      },
    );
  }, [hasMore]);

  return {
    state,
    items,
    total: state === 'ready' ? Math.max(total, items.length) : 0,
    first,
    failure,
    loadingMore,
    moreFailure,
    hasMore,
    loadMore,
    reload: useCallback(() => setRound((n) => n + 1), []),
    update: useCallback((change: (items: T[]) => T[]) => setItems(change), []),
  };
}
