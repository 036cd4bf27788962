import { type KeyboardEvent, useRef } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
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
        </button>
      ))}
    </div>
  );
}
