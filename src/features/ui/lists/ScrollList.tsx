import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useAdoptedStyles } from '../adopted-styles';
import { Button } from '../Button';
import { EmptyNote, LoadFailure, Loading } from '../data/QueryGate';
import { errorKeyFor } from '../system-status';
import { useT } from '../use-t';
import { scrollListStyles } from './scroll-list.styles';
import { throttle } from './throttle';
import type { PagedAnswer, PagedList } from './use-paged-list';

/** How often scrolling may ask for the next page. */
export const SCROLL_THROTTLE_MS = 200;
/** Ask for the next page this close (px) to the bottom, before the member gets there. */
const NEAR_BOTTOM_PX = 120;

export interface ScrollListProps<T, A extends PagedAnswer<T>> {
  list: PagedList<T, A>;
  /** Text shown when the filter has no rows. */
  emptyText: string;
  /** Accessible name of the scrolling region. */
  label: string;
  part?: string;
  /** `part` of the empty state, for pages whose tests and themes already name it. */
  emptyPart?: string;
  /** `part` of the first page's error with its retry. */
  errorPart?: string;
  children: ReactNode;
}

/**
 * A scrolling region that loads the next page when the member nears its end (at most once
 * per 200 ms), fills itself while it is not yet tall enough to scroll, and offers a
 * "load more" button for keyboard users; loading, empty and error states included.
 */
export function ScrollList<T, A extends PagedAnswer<T>>({
  list,
  emptyText,
  label,
  part,
  emptyPart = 'records-empty',
  errorPart = 'records-error',
  children,
}: ScrollListProps<T, A>) {
  useAdoptedStyles(scrollListStyles);
  const t = useT();
  const region = useRef<HTMLElement>(null);
  const loadMore = useRef(list.loadMore);
  loadMore.current = list.loadMore;

  const onScroll = useMemo(
    () =>
      throttle(() => {
        const box = region.current;
        if (box && box.scrollTop + box.clientHeight >= box.scrollHeight - NEAR_BOTTOM_PX) loadMore.current();
      }, SCROLL_THROTTLE_MS),
    [],
  );
  useEffect(() => onScroll.cancel, [onScroll]);

  // A first page shorter than the region cannot be scrolled: fetch on until it can.
  useEffect(() => {
    const box = region.current;
    if (!box || !list.hasMore || list.loadingMore || list.moreFailure) return;
    if (box.scrollHeight <= box.clientHeight + NEAR_BOTTOM_PX) list.loadMore();
  });

  if (list.state === 'loading') return <Loading />;
  if (list.state === 'failed')
    return <LoadFailure failure={list.failure} onRetry={list.reload} part={errorPart} />;
  if (list.items.length === 0) return <EmptyNote part={emptyPart}>{emptyText}</EmptyNote>;
  return (
    <section
      className="rec-scroll"
      ref={region}
      onScroll={onScroll.call}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls with the arrow keys once focused
      tabIndex={0}
      part={part}
    >
      {children}
      <div className="rec-scroll__end">
        {list.loadingMore && (
          <span className="rec-scroll__status" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('loading')}
          </span>
        )}
        {Boolean(list.moreFailure) && (
          <div className="rec-scroll__status" role="alert">
            <span>{t(errorKeyFor(list.moreFailure))}</span>
            <Button variant="outline" size="small" onClick={list.loadMore}>
              {t('mc_retry')}
            </Button>
          </div>
        )}
        {list.hasMore && !list.loadingMore && !list.moreFailure && (
          <Button variant="ghost" size="small" onClick={list.loadMore} part="load-more">
            {t('rec_load_more')}
          </Button>
        )}
        {!list.hasMore && (
          <span className="rec-scroll__status muted">{t('rec_all_shown', { count: list.total })}</span>
        )}
      </div>
    </section>
  );
}
