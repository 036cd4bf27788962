import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import type { games } from '../../core';
import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { NavLink } from '../ui/nav/NavLink';
import { CategoryIcon } from '../ui/nav/nav-icons';
import { useMenus } from '../ui/nav/use-menus';
import { VendorItem } from '../ui/nav/VendorItem';
import { categoryOfPath, categoryPath, vendorTarget } from '../ui/nav/vendor-target';
import { useT } from '../ui/use-t';
import { BottomBar } from './BottomBar';
import { CategoryEntry } from './CategoryEntry';
import { MoreEntry } from './MoreEntry';
import { useCurrentPath } from './use-current-path';
import { entryAttributes, useHiddenEntries } from './use-hidden-entries';

/** The bar's dropdown that is open: a category's, or the "more" menu. */
type OpenMenu = games.GameCategory | 'more' | null;

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
 * when there are several), and Promotions, on one line at every width: what does not fit goes
 * into a "more" menu at its end (categories from the last, then Promotions, then Home). Phones
 * also get a bottom bar of the main categories.
 */
export function Nav({ path, promotionsPath = '/promotions', hideBottomBar = false }: NavProps) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const current = useCurrentPath(path);
  const menus = useMenus();
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const categories = menus.query.value ?? [];
  const active = categoryOfPath(current, categories);

  // A press anywhere outside the navigation closes an open dropdown.
  useEffect(() => {
    if (openMenu === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !event.composedPath().includes(navRef.current)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openMenu]);

  const go = (target: string) => {
    setOpenMenu(null);
    navigate(host, target);
  };
  const loading = menus.query.state === 'loading';
  const failed = menus.query.state === 'failed';
  const isActive = (category: games.GameMenuCategory) => active === category.title;

  const middleKeys = [
    ...categories.map((category) => category.title),
    ...(loading ? skeletonKeys : []),
    ...(failed ? ['retry'] : []),
  ];
  const hidden = useHiddenEntries(listRef, [...middleKeys].reverse().concat('promotions', 'home'));
  const isHidden = (key: string) => hidden.includes(key);
  const hiddenCategories = categories.filter((category) => isHidden(category.title));
  const moreNeeded = hidden.some((key) => !skeletonKeys.includes(key));
  const moreActive =
    (isHidden('home') && active === 'home') ||
    (isHidden('promotions') && active === 'promotions') ||
    hiddenCategories.some(isActive);
  const promotions = {
    icon: 'promotions',
    label: t('nav_promotions'),
    href: promotionsPath,
    active: active === 'promotions',
  } as const;
  const openChange = (menu: Exclude<OpenMenu, null>) => (open: boolean) =>
    setOpenMenu((now) => (open ? menu : now === menu ? null : now));

  return (
    <>
      <nav className="nav" part="nav" aria-label={t('nav_label')} ref={navRef}>
        <ul className="nav__list" part="list" aria-busy={loading || undefined} ref={listRef}>
          <li className="nav__item" {...entryAttributes('home', hidden)}>
            <PageLink icon="home" label={t('nav_home')} href="/" active={active === 'home'} onGo={go} />
          </li>
          {categories.map((category) => (
            <CategoryEntry
              key={category.title}
              category={category}
              active={isActive(category)}
              open={openMenu === category.title && !isHidden(category.title)}
              onOpenChange={openChange(category.title)}
              allPath={categoryPath(category.title)}
              onGo={go}
              itemAttributes={entryAttributes(category.title, hidden)}
            />
          ))}
          {loading &&
            skeletonKeys.map((key) => (
              <li key={key} className="nav__item" aria-hidden="true" {...entryAttributes(key, hidden)}>
                <span className="nav__skeleton" />
              </li>
            ))}
          {failed && (
            <li className="nav__item" {...entryAttributes('retry', hidden)}>
              <button type="button" className="nav__entry nav__retry" onClick={menus.reload}>
                {t('nav_retry')}
              </button>
            </li>
          )}
          <li className="nav__item" {...entryAttributes('promotions', hidden)}>
            <PageLink {...promotions} onGo={go} />
          </li>
          <MoreEntry
            needed={moreNeeded}
            active={moreActive}
            open={openMenu === 'more'}
            onOpenChange={openChange('more')}
          >
            {isHidden('home') && (
              <PageLink
                icon="home"
                label={t('nav_home')}
                href="/"
                active={active === 'home'}
                onGo={go}
                inMenu
              />
            )}
            {hiddenCategories.map((category) => (
              <HiddenCategory
                key={category.title}
                category={category}
                active={isActive(category)}
                onGo={go}
                onDone={() => setOpenMenu(null)}
              />
            ))}
            {isHidden('retry') && (
              <button
                type="button"
                role="menuitem"
                className="nav__more-item nav__retry"
                onClick={menus.reload}
              >
                {t('nav_retry')}
              </button>
            )}
            {isHidden('promotions') && <PageLink {...promotions} onGo={go} inMenu />}
          </MoreEntry>
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

/** Placeholders of the categories while the menus load. */
const skeletonKeys = ['skeleton-0', 'skeleton-1', 'skeleton-2', 'skeleton-3'];

/**
 * A category in the "more" menu: its page (the vendors are listed there), or, when its one vendor has no
 * page of its own, that vendor's game, as the bar's entry would.
 */
function HiddenCategory({
  category,
  active,
  onGo,
  onDone,
}: {
  category: games.GameMenuCategory;
  active: boolean;
  onGo: (path: string) => void;
  onDone: () => void;
}) {
  const t = useT();
  const title = t(`nav_cat_${category.title}`);
  const only = category.cards.length === 1 ? category.cards[0] : undefined;
  const target = only ? vendorTarget(only) : null;
  if (only && target?.kind === 'launch')
    return <VendorItem card={only} variant="menu" label={title} onDone={onDone} />;
  return (
    <PageLink
      icon={category.title}
      label={title}
      href={target?.kind === 'lobby' ? target.path : categoryPath(category.title)}
      active={active}
      onGo={onGo}
      inMenu
    />
  );
}

/** An entry that is a link to a page: on the bar, or an item of the "more" menu. */
function PageLink({
  icon,
  label,
  href,
  active,
  onGo,
  inMenu = false,
}: {
  icon: ComponentProps<typeof CategoryIcon>['kind'];
  label: string;
  href: string;
  active: boolean;
  onGo: (path: string) => void;
  inMenu?: boolean;
}) {
  return (
    <NavLink
      className={inMenu ? 'nav__more-item' : 'nav__entry'}
      href={href}
      role={inMenu ? 'menuitem' : undefined}
      active={active}
      onGo={onGo}
    >
      <CategoryIcon kind={icon} size={18} />
      <span>{label}</span>
    </NavLink>
  );
}
