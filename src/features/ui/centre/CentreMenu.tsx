import { useEffect, useRef } from 'react';
import { useT } from '../use-t';
import type { CentrePage } from './centre-page';
import { useMenuExtras } from './use-menu-extras';

/** The centre's menu: a column on wide screens, a scrolling tab strip on phones. */
export function CentreMenu({
  pages,
  selected,
  onSelect,
  label,
}: {
  pages: readonly CentrePage[];
  selected: string;
  onSelect: (key: string) => void;
  /** Accessible name of the menu. */
  label: string;
}) {
  const t = useT();
  const { hidden, badges } = useMenuExtras(pages, selected);
  const menu = useRef<HTMLElement>(null);
  // On phones the menu is a strip wider than the screen: keep the selected entry in view.
  // A frame later: a centre opened at a page shows its dialog only after this effect.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const current = menu.current?.querySelector<HTMLElement>(`[data-page="${selected}"]`);
      current?.scrollIntoView?.({ block: 'nearest', inline: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [selected]);
  return (
    <nav ref={menu} className="centre-menu" aria-label={label} part="menu">
      {pages
        .filter((page) => !hidden.has(page.key) || page.key === selected)
        .map((page) => (
          <button
            key={page.key}
            type="button"
            className="centre-menu__item"
            data-page={page.key}
            aria-current={page.key === selected ? 'page' : undefined}
            onClick={() => onSelect(page.key)}
            part={page.key === selected ? 'menu-item menu-item-selected' : 'menu-item'}
          >
            {t(page.labelKey)}
            {(badges.get(page.key) ?? 0) > 0 && (
              <span className="centre-menu__badge" part="menu-badge">
                {badges.get(page.key)}
              </span>
            )}
          </button>
        ))}
    </nav>
  );
}
