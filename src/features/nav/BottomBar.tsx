import type { games } from '../../core';
import { NavLink } from '../ui/nav/NavLink';
import { CategoryIcon } from '../ui/nav/nav-icons';
import { categoryPath } from '../ui/nav/vendor-target';
import { useT } from '../ui/use-t';

type Active = games.GameCategory | 'home' | 'promotions' | null;

/** The phone bottom bar's entries, in the order of spec §2. */
const entries: { category: games.GameCategory; labelKey: string }[] = [
  { category: 'ESPORTS', labelKey: 'nav_bottom_esports' },
  { category: 'PVP', labelKey: 'nav_bottom_pvp' },
  { category: 'LOTT', labelKey: 'nav_bottom_lottery' },
  { category: 'SPORTS', labelKey: 'nav_bottom_sports' },
  { category: 'RNG', labelKey: 'nav_bottom_rng' },
];

/**
 * The fixed bar at the bottom of phone screens (hidden on wider screens by CSS). Lottery is
 * listed only while the site has a lottery category.
 */
export function BottomBar({
  active,
  hasLottery,
  onGo,
}: {
  active: Active;
  hasLottery: boolean;
  onGo: (path: string) => void;
}) {
  const t = useT();
  const shown = entries.filter((entry) => entry.category !== 'LOTT' || hasLottery);
  return (
    <nav className="bottom-bar" part="bottom-bar" aria-label={t('nav_bottom_label')}>
      <ul className="bottom-bar__list">
        {shown.map((entry) => (
          <li key={entry.category}>
            <NavLink
              className="bottom-bar__entry"
              href={categoryPath(entry.category)}
              active={active === entry.category || (entry.category === 'LOTT' && active === 'ELOTT')}
              onGo={onGo}
            >
              <CategoryIcon kind={entry.category} size={22} />
              <span className="bottom-bar__label">{t(entry.labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
