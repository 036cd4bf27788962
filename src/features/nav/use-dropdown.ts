import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * The keyboard and focus rules every dropdown of the bar follows (the ARIA menu button): Enter, Space or
 * ArrowDown on the entry opens it and moves focus to the first item; arrows, Home and End move between
 * items; Escape closes it and gives focus back to the entry; focus leaving the entry and its menu closes it.
 */
export function useDropdown(open: boolean, onOpenChange: (open: boolean) => void) {
  const menuId = useId();
  const entryRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);

  // Opened from the keyboard: focus moves into the menu once it is drawn.
  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    menuItems(menuRef.current)[0]?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    onOpenChange(false);
    if (returnFocus) entryRef.current?.focus();
  };

  /** Handles the entry's keys; true when the key opened, entered or closed the menu. */
  const onEntryKeyDown = (event: KeyboardEvent<HTMLButtonElement>): boolean => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) {
        menuItems(menuRef.current)[0]?.focus();
      } else {
        focusFirst.current = true;
        onOpenChange(true);
      }
      return true;
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(false);
      return true;
    }
    return false;
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(event.target as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') moveTo(index + 1);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // Space activates a link item the way it activates a button item.
      event.preventDefault();
      event.target.click();
    }
  };

  // Focus leaving the entry and its menu (Tab onwards) closes it.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  /** The entry button's part of the pattern (its click and keys are the caller's). */
  const entryAttributes = {
    ref: entryRef,
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
  } as const;
  /** The menu's part of the pattern (beside its role="menu"). */
  const menuAttributes = { ref: menuRef, id: menuId, onKeyDown: onMenuKeyDown } as const;

  return { entryAttributes, menuAttributes, close, onEntryKeyDown, onBlur };
}
