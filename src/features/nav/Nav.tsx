import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { games } from '../../core';
import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { NavLink } from '../ui/nav/NavLink';
import { CategoryIcon } from '../ui/nav/nav-icons';
import { useMenus } from '../ui/nav/use-menus';
import { categoryOfPath, categoryPath } from '../ui/nav/vendor-target';
import { useT } from '../ui/use-t';
import { BottomBar } from './BottomBar';
import { CategoryEntry } from './CategoryEntry';
import { useCurrentPath } from './use-current-path';

export interface NavProps {
  /** The page being shown (path and query), to highlight its entry; the address bar when absent. */
  path?: string;
  /** Where the Promotions entry leads. */
  promotionsPath?: string;
  /** Leaves out the phone bottom bar (a page that needs the whole screen, such as a game). */
  hideBottomBar?: boolean;
}

/**
 * The game navigation: Home, one entry per category with vendors (a dropdown of the vendors
 * when there are several), and Promotions. Phones get a scrolling strip of the same entries
 * and a bottom bar of the main categories.
 */
export function Nav({ path, promotionsPath = '/promotions', hideBottomBar = false }: NavProps) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const current = useCurrentPath(path);
  const menus = useMenus();
  const [openCategory, setOpenCategory] = useState<games.GameCategory | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const active = categoryOfPath(current);

  // A press anywhere outside the navigation closes an open dropdown.
  useEffect(() => {
    if (openCategory === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !event.composedPath().includes(navRef.current)) setOpenCategory(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openCategory]);

  const go = (target: string) => {
    setOpenCategory(null);
    navigate(host, target);
  };
  const categories = menus.query.value ?? [];

  return (
    <>
      <nav className="nav" part="nav" aria-label={t('nav_label')} ref={navRef}>
        <ul className="nav__list" part="list" aria-busy={menus.query.state === 'loading' || undefined}>
          <li className="nav__item">
            <NavLink className="nav__entry" href="/" active={active === 'home'} onGo={go}>
              <CategoryIcon kind="home" size={18} />
              <span>{t('nav_home')}</span>
            </NavLink>
          </li>
          {categories.map((category) => (
            <CategoryEntry
              key={category.title}
              category={category}
              active={active === category.title || (active === 'LOTT' && category.title === 'ELOTT')}
              open={openCategory === category.title}
              onOpenChange={(open) =>
                setOpenCategory((now) => (open ? category.title : now === category.title ? null : now))
              }
              allPath={categoryPath(category.title)}
              onGo={go}
            />
          ))}
          {menus.query.state === 'loading' &&
            [0, 1, 2, 3].map((n) => (
              <li key={n} className="nav__item" aria-hidden="true">
                <span className="nav__skeleton" />
              </li>
            ))}
          {menus.query.state === 'failed' && (
            <li className="nav__item">
              <button type="button" className="nav__entry nav__retry" onClick={menus.reload}>
                {t('nav_retry')}
              </button>
            </li>
          )}
          <li className="nav__item">
            <NavLink className="nav__entry" href={promotionsPath} active={active === 'promotions'} onGo={go}>
              <CategoryIcon kind="promotions" size={18} />
              <span>{t('nav_promotions')}</span>
            </NavLink>
          </li>
        </ul>
      </nav>
      {!hideBottomBar && (
        <BottomBar
          active={active}
          hasLottery={categories.some((category) => category.title === 'LOTT' || category.title === 'ELOTT')}
          onGo={go}
        />
      )}
    </>
  );
}
