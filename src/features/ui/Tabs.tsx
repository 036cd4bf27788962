import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** How many things the tab holds, shown beside its label. */
  count?: number;
}

/** An ARIA tab list; arrow keys move between tabs. */
export function Tabs<K extends string>({
  items,
  selected,
  onSelect,
  label,
}: {
  items: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const shown = useRef(false);
  const firstKey = items[0]?.key;
  // A list wider than its place scrolls sideways: the chosen tab is kept in view (the page does not scroll).
  useLayoutEffect(() => {
    const list = listRef.current;
    // A new list starts scrolled to its first tab: measuring it would only lay out the page while it starts.
    const fresh = !shown.current;
    shown.current = true;
    if (fresh && selected === firstKey) return;
    const tab = list?.querySelector<HTMLElement>(`[data-tab="${selected}"]`);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const start = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    const end = start + tab.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [selected, firstKey]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = items.findIndex((item) => item.key === selected);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onSelect(next.key);
    const button = listRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${next.key}"]`);
    button?.focus();
  };
  if (items.length < 2) return null;
  return (
    <div className="tabs" role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown} part="tabs">
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          className="tab"
          data-tab={item.key}
          aria-selected={item.key === selected}
          tabIndex={item.key === selected ? 0 : -1}
          onClick={() => onSelect(item.key)}
        >
          {item.label}
          {item.count !== undefined && (
            <>
              {' '}
              <span className="tab__count">{item.count}</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
