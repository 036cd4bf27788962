import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { games } from '../../core';
import { QueryGate } from '../ui/data/QueryGate';
import { useMenus } from '../ui/nav/use-menus';
import { type SportsSection, sportsSections } from '../ui/nav/vendor-target';
import { Tabs } from '../ui/Tabs';
import { useT } from '../ui/use-t';
import { SportsCard } from './SportsCard';

/** The page's sections, in their order on it. */
export const sportsCategories = [
  'sports',
  'esports',
  'cockfight',
] as const satisfies readonly SportsSection[];

export interface SportsProps {
  /** The section shown first: "sports", "esports" or "cockfight"; every section when absent. */
  category?: (typeof sportsCategories)[number];
}

type Selection = SportsSection | 'all';

/** The sports page: sports, e-sports and cockfight vendors as large cards, each launching its game. */
export function Sports({ category }: SportsProps) {
  useSignals();
  const t = useT();
  const menus = useMenus();
  const [selected, setSelected] = useState<Selection>(() => category ?? 'all');
  useEffect(() => setSelected(category ?? 'all'), [category]);

  const sections = new Map<SportsSection, games.VendorCard[]>();
  if (menus.query.state === 'ready') {
    for (const menu of menus.query.value) {
      const section = sportsSections[menu.title];
      if (section && menu.cards.length > 0)
        sections.set(section, [...(sections.get(section) ?? []), ...menu.cards]);
    }
  }
  const present = sportsCategories.filter((section) => sections.has(section));
  const shown = selected === 'all' || !sections.has(selected) ? present : [selected];

  return (
    <section className="sports" part="sports" aria-labelledby="sports-title">
      <div className="sports__head">
        <h2 id="sports-title" className="sports__title">
          {t('sports_title')}
        </h2>
        {present.length > 1 && (
          <Tabs
            label={t('sports_sections')}
            items={[
              { key: 'all' as Selection, label: t('sports_all') },
              ...present.map((section) => ({
                key: section as Selection,
                label: t(`sports_section_${section}`),
              })),
            ]}
            selected={shown.length === 1 ? (shown[0] as Selection) : 'all'}
            onSelect={setSelected}
          />
        )}
      </div>
      <QueryGate
        look="section"
        query={menus.query}
        onRetry={menus.reload}
        isEmpty={() => present.length === 0}
        empty={t('sports_empty')}
      />
      {shown.map((section) => (
        <section key={section} className="sports__section" aria-labelledby={`sports-${section}`}>
          <h3 id={`sports-${section}`} className="sports__section-title">
            {t(`sports_section_${section}`)}
          </h3>
          <ul className="sports__grid" part="grid">
            {sections.get(section)?.map((card) => (
              <li key={card.vendorCode}>
                <SportsCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
