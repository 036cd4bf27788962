import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** What each item of the bar carries: its key, and whether it moved into the "more" menu. */
export interface EntryAttributes {
  'data-entry': string;
  'data-overflow'?: true;
}

export const entryAttributes = (key: string, hidden: readonly string[]): EntryAttributes =>
  hidden.includes(key) ? { 'data-entry': key, 'data-overflow': true } : { 'data-entry': key };

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * The entries of the bar that do not fit on its one line and go into its "more" menu instead. Measured
 * from the entries as drawn (their language, font and icons), never guessed from the screen width: an
 * entry in the menu keeps its size, laid out out of sight, so it comes back as soon as there is room.
 * Entries leave in `removalOrder` until the rest and the "more" entry (`data-more`) fit.
 */
export function useHiddenEntries(
  listRef: RefObject<HTMLUListElement | null>,
  removalOrder: readonly string[],
): readonly string[] {
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const order = useRef(removalOrder);
  order.current = removalOrder;

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const style = getComputedStyle(list);
    const available =
      list.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    const gap = Number.parseFloat(style.columnGap) || 0;
    const widths = new Map<string, number>();
    let moreWidth = 0;
    for (const item of Array.from(list.children) as HTMLElement[]) {
      const { width } = item.getBoundingClientRect();
      if (item.dataset.entry) widths.set(item.dataset.entry, width);
      else if (item.hasAttribute('data-more')) moreWidth = width;
    }
    const span = (keys: string[]) =>
      keys.reduce((sum, key) => sum + (widths.get(key) ?? 0), 0) + gap * Math.max(0, keys.length - 1);
    // Half a pixel of slack: widths are fractional, and an entry that fits must not flicker.
    const fits = (width: number) => width <= available + 0.5;
    let shown = [...widths.keys()];
    const next: string[] = [];
    if (!fits(span(shown))) {
      for (const key of order.current) {
        if (!widths.has(key)) continue;
        next.push(key);
        shown = shown.filter((entry) => entry !== key);
        if (fits(span(shown) + (shown.length > 0 ? gap : 0) + moreWidth)) break;
      }
    }
    setHidden((previous) => (sameKeys(previous, next) ? previous : next));
  }, [listRef]);

  const observers = useRef<{ list: ResizeObserver; items: ResizeObserver } | null>(null);
  const observed = useRef(new WeakSet<Element>());
  const frame = useRef(0);
  /** The entries (and removal order) the last look after a render saw. */
  const measuredEntries = useRef('');
  useEffect(
    () => () => {
      observers.current?.list.disconnect();
      observers.current?.items.disconnect();
      observers.current = null;
      observed.current = new WeakSet();
      cancelAnimationFrame(frame.current);
    },
    [],
  );

  // After every render: watch the list (its room) and each item (its width). The observers report a new item's
  // size before the paint; the bar is measured here only when its entries changed otherwise (one left, one
  // moved in the removal order). Measuring after every render would lay the whole page out again each time the
  // bar draws, which at start-up, while the page's other elements draw too, costs tens of ms on a phone.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    observers.current ??= {
      // A new width of the bar is answered in the same frame, so it is never drawn wider than its room.
      list: new ResizeObserver(() => flushSync(measure)),
      // An item that changes size (its font arrived) is measured in the next frame: answering at once
      // would resize items inside the observers' own round, which the browser reports as a loop.
      items: new ResizeObserver(() => {
        cancelAnimationFrame(frame.current);
        frame.current = requestAnimationFrame(() => flushSync(measure));
      }),
    };
    if (!observed.current.has(list)) {
      observed.current.add(list);
      observers.current.list.observe(list);
    }
    let added = false;
    for (const item of Array.from(list.children)) {
      if (observed.current.has(item)) continue;
      observed.current.add(item);
      observers.current.items.observe(item);
      added = true;
    }
    const entries = `${Array.from(list.children, (item) => (item as HTMLElement).dataset.entry ?? '+')}|${order.current}`;
    if (entries !== measuredEntries.current && !added) measure();
    measuredEntries.current = entries;
  });

  return hidden;
}
