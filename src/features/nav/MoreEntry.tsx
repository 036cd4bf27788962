import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { useDropdown } from './use-dropdown';

export interface MoreEntryProps {
  /** Whether entries moved into it; without them it is only laid out (out of sight) to be measured. */
  needed: boolean;
  /** The page shown is one of its entries. */
  active: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu items (role menuitem) of the entries that did not fit on the bar. */
  children: ReactNode;
}

/** The bar's last entry: a menu of the entries that do not fit on its one line (useHiddenEntries). */
export function MoreEntry({ needed, active, open, onOpenChange, children }: MoreEntryProps) {
  const t = useT();
  const dropdown = useDropdown(open, onOpenChange);
  return (
    <li
      className="nav__item nav__item--more"
      data-more=""
      data-overflow={needed ? undefined : true}
      onBlur={dropdown.onBlur}
    >
      <button
        {...dropdown.entryAttributes}
        className={active ? 'nav__entry is-active' : 'nav__entry'}
        onClick={() => onOpenChange(!open)}
        onKeyDown={dropdown.onEntryKeyDown}
        part="more"
      >
        <span>{t('nav_more')}</span>
        <span className="nav__chevron">
          <ChevronDownIcon size={14} />
        </span>
      </button>
      {open && needed && (
        <div
          {...dropdown.menuAttributes}
          role="menu"
          aria-label={t('nav_more_label')}
          className="nav__menu nav__menu--end"
          part="dropdown more-menu"
        >
          {children}
        </div>
      )}
    </li>
  );
}
