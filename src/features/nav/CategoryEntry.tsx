import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import type { games } from '../../core';
import { ChevronDownIcon } from '../ui/icons';
import { NavLink } from '../ui/nav/NavLink';
import { CategoryIcon } from '../ui/nav/nav-icons';
import { VendorItem } from '../ui/nav/VendorItem';
import { vendorTarget } from '../ui/nav/vendor-target';
import { useT } from '../ui/use-t';
import { useDropdown } from './use-dropdown';
import type { EntryAttributes } from './use-hidden-entries';

/** Past this many vendors the dropdown becomes a wide grid along the bar, no longer centred (spec §2). */
export const NARROW_MENU_MAX = 6;
/** How long the pointer may be away before a hover-opened dropdown closes. */
const HOVER_CLOSE_MS = 160;

const classifyOrder: games.GameClassify[] = ['SLOT', 'BGS', 'BINGO'];

/** The vendors in groups of one classification (slots, board games, bingo), in menu order. */
function groupsOf(cards: games.VendorCard[]): { classify: games.GameClassify; cards: games.VendorCard[] }[] {
  const groups = new Map<games.GameClassify, games.VendorCard[]>();
  for (const card of cards) groups.set(card.gameClassify, [...(groups.get(card.gameClassify) ?? []), card]);
  return [...groups.entries()]
    .sort(([a], [b]) => classifyOrder.indexOf(a) - classifyOrder.indexOf(b))
    .map(([classify, list]) => ({ classify, cards: list }));
}

export interface CategoryEntryProps {
  category: games.GameMenuCategory;
  active: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category's own page (its lobby, or the sports page). */
  allPath: string;
  onGo: (path: string) => void;
  /** The item's place in the bar (entryAttributes: its key, and whether it moved into the "more" menu). */
  itemAttributes: EntryAttributes;
}

/** One category of the navigation: a dropdown of its vendors, or the vendor itself when alone. */
export function CategoryEntry({
  category,
  active,
  open,
  onOpenChange,
  allPath,
  onGo,
  itemAttributes,
}: CategoryEntryProps) {
  const t = useT();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const openedByHover = useRef(false);
  const dropdown = useDropdown(open, onOpenChange);
  const title = t(`nav_cat_${category.title}`);
  const wide = category.cards.length > NARROW_MENU_MAX;

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const only = category.cards.length === 1 ? category.cards[0] : undefined;
  if (only) {
    const target = vendorTarget(only);
    return (
      <li className="nav__item" {...itemAttributes}>
        {target.kind === 'lobby' ? (
          <NavLink className="nav__entry" href={target.path} active={active} onGo={onGo}>
            <CategoryIcon kind={category.title} size={18} />
            <span>{title}</span>
          </NavLink>
        ) : (
          <VendorItem card={only} variant="entry" label={title} active={active} onDone={() => {}} />
        )}
      </li>
    );
  }

  const onEntryKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (dropdown.onEntryKeyDown(event)) openedByHover.current = false;
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) {
      openedByHover.current = true;
      onOpenChange(true);
    }
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !openedByHover.current) return;
    cancelClose();
    closeTimer.current = setTimeout(() => onOpenChange(false), HOVER_CLOSE_MS);
  };

  const onEntryClick = () => {
    // A click on a dropdown the pointer just opened keeps it open (pinned) rather than closing it.
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    onOpenChange(!open);
  };

  const groups = groupsOf(category.cards);
  return (
    <li
      className={wide ? 'nav__item nav__item--wide' : 'nav__item'}
      {...itemAttributes}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={dropdown.onBlur}
    >
      <button
        {...dropdown.entryAttributes}
        className={active ? 'nav__entry is-active' : 'nav__entry'}
        aria-current={active ? 'page' : undefined}
        onClick={onEntryClick}
        onKeyDown={onEntryKeyDown}
      >
        <CategoryIcon kind={category.title} size={18} />
        <span>{title}</span>
        <span className="nav__chevron">
          <ChevronDownIcon size={14} />
        </span>
      </button>
      {open && (
        <div
          {...dropdown.menuAttributes}
          role="menu"
          aria-label={title}
          className={wide ? 'nav__menu nav__menu--wide' : 'nav__menu'}
          part={wide ? 'dropdown dropdown-wide' : 'dropdown'}
        >
          <div className="nav__menu-grid">
            {groups.map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: a group of menu items (ARIA menu pattern)
              <div
                key={group.classify}
                className="nav__group"
                role="group"
                aria-label={groups.length > 1 ? t(`nav_classify_${group.classify}`) : undefined}
              >
                {groups.length > 1 && (
                  <p className="nav__group-title" aria-hidden="true">
                    {t(`nav_classify_${group.classify}`)}
                  </p>
                )}
                {group.cards.map((card) => (
                  <VendorItem
                    key={card.vendorCode}
                    card={card}
                    variant="menu"
                    onGo={onGo}
                    onDone={() => dropdown.close(false)}
                  />
                ))}
              </div>
            ))}
          </div>
          <NavLink className="nav__all" href={allPath} role="menuitem" onGo={onGo}>
            {t('nav_see_all', { category: title })}
          </NavLink>
        </div>
      )}
    </li>
  );
}
