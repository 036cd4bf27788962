import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { session } from '../../core';
import { Button } from '../ui/Button';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { UserIcon } from '../ui/icons';
import { Tabs } from '../ui/Tabs';
import { useLanguage, useT } from '../ui/use-t';
import { PromotionCard } from './PromotionCard';
import { categoriesOf, loadPromotions } from './promotions-data';

const ALL = 'all';

/**
 * Every promotion the operator announces, with category tabs; a member sees their state on each
 * card, a visitor a way to sign in. A card opens the promotion's page.
 */
export function PromotionList() {
  useSignals();
  const t = useT();
  const language = useLanguage();
  const token = session.token.value;
  const restricted = session.restriction.value !== null;
  // Asked again in another language (the texts), when the member signs in or out (the states) and when an
  // exclusion is known (none are shown then).
  const { query, reload } = useQuery(
    () => loadPromotions(token !== null),
    `${language}|${token ?? ''}|${restricted}`,
  );
  const [category, setCategory] = useState(ALL);
  const list = query.value ?? [];
  const categories = categoriesOf(list);
  const selected = categories.includes(category) ? category : ALL;
  const shown = selected === ALL ? list : list.filter((item) => (item.category ?? 'other') === selected);

  return (
    <section className="promos" part="promotions" aria-labelledby="promos-title">
      <div className="promos__head">
        <div>
          <h2 id="promos-title" className="promos__title">
            {t('promo_title')}
          </h2>
          <p className="promos__lead">{t('promo_lead')}</p>
        </div>
        {token === null && (
          <div className="promos__visitor" part="visitor-note">
            <span>{t('promo_sign_in_hint')}</span>
            <Button variant="primary" size="small" onClick={() => session.requireLogin()} part="sign-in">
              <UserIcon size={15} />
              {t('promo_sign_in')}
            </Button>
          </div>
        )}
      </div>
      <QueryGate
        look="section"
        query={query}
        onRetry={reload}
        isEmpty={(loaded) => loaded.length === 0}
        empty={t('promo_empty')}
      >
        {() => (
          <>
            <Tabs
              label={t('promo_tabs')}
              items={[ALL, ...categories].map((key) => ({
                key,
                label: t(`promo_category_${key}`, { defaultValue: key }),
              }))}
              selected={selected}
              onSelect={setCategory}
            />
            <ul
              className="promos__grid"
              part="list"
              aria-label={t(`promo_category_${selected}`, { defaultValue: selected })}
            >
              {shown.map((item) => (
                <li key={item.promotionId}>
                  <PromotionCard item={item} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryGate>
    </section>
  );
}
