import { useEffect, useLayoutEffect, useState } from 'react';
import type { Jackpot as Pot } from '../../core/contract/jackpots';
import { addTextLoaders } from '../../core/i18n/locales';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { useHost } from '../ui/host-context';
import { JackpotBanner, JackpotPill } from '../ui/jackpots/JackpotForms';
import { loadJackpots } from '../ui/jackpots/jackpot-data';
import { lazyPart } from '../ui/lazy-part';
import { useLanguage, useT } from '../ui/use-t';
import { JackpotList } from './JackpotList';

addTextLoaders(import.meta.glob('./*/jackpots.json', { base: '../../../locales' }));

/** A pot's page (rules, winners, totals, the checking panel): its code on first show. */
const JackpotPage = lazyPart(['jackpots'], () => import('./JackpotPage'));

/** How the element shows: the page (default), a home-page banner, or a pill for game cards and the game frame. */
export const jackpotForms = ['page', 'banner', 'compact'] as const;
type Form = (typeof jackpotForms)[number];

export interface JackpotProps {
  /** One pot: its page, or the pot the banner or pill shows (default the first). */
  jackpotId?: number;
  form?: Form;
  /** Where the banner and the list lead (default /jackpots; a pot adds ?id=<id>). */
  pagePath?: string;
}

/** The jackpots: the list with live values, one pot's page, a banner or a pill. Nothing where jackpots are off. */
export function Jackpot({ jackpotId, form = 'page', pagePath = '/jackpots' }: JackpotProps) {
  const { host } = useHost();
  const language = useLanguage();
  const list = useQuery(() => loadJackpots(language), language);
  // A banner or a pill is decoration of another page: nothing while it loads, fails or is off.
  const ready = list.query.state === 'ready' && list.query.value.enabled;
  const pot = ready && form !== 'page' ? pick(list.query.value?.list ?? [], jackpotId) : undefined;
  // Showing nothing, it takes no room in the page's layout either (no grid track, no gap); while the pots load it
  // keeps the room the page holds for it, so a banner that arrives does not push the page down.
  const empty = form !== 'page' && list.query.state !== 'loading' && !pot;
  useLayoutEffect(() => {
    host.toggleAttribute('data-empty', empty);
  }, [host, empty]);
  if (form !== 'page') {
    if (!pot) return null;
    return form === 'banner' ? (
      <JackpotBanner pot={pot} pagePath={pagePath} />
    ) : (
      <JackpotPill pot={pot} pagePath={pagePath} />
    );
  }
  return <JackpotPageView jackpotId={jackpotId} list={list} />;
}

const pick = (list: Pot[], jackpotId: number | undefined) =>
  jackpotId === undefined ? list[0] : list.find((pot) => pot.jackpotId === jackpotId);

function JackpotPageView({
  jackpotId,
  list,
}: {
  jackpotId: number | undefined;
  list: ReturnType<typeof useQuery<Awaited<ReturnType<typeof loadJackpots>>>>;
}) {
  const t = useT();
  const [opened, setOpened] = useState<number | null>(jackpotId ?? null);
  useEffect(() => setOpened(jackpotId ?? null), [jackpotId]);
  return (
    <section className="jp" part="jackpots" aria-labelledby="jp-title">
      <div className="jp__head">
        <h2 id="jp-title" className="jp__title">
          {t('jp_title')}
        </h2>
        <p className="jp__lead">{t('jp_lead')}</p>
      </div>
      <QueryGate
        look="section"
        query={list.query}
        onRetry={list.reload}
        isEmpty={(value) => !value.enabled || value.list.length === 0}
        empty={list.query.value?.enabled === false ? t('jp_off') : t('jp_empty')}
      >
        {(value) =>
          opened === null ? (
            <JackpotList list={value.list} onOpen={setOpened} />
          ) : (
            <JackpotPage
              key={opened}
              jackpotId={opened}
              focusTitle={opened !== jackpotId}
              onBack={() => setOpened(null)}
            />
          )
        }
      </QueryGate>
    </section>
  );
}
