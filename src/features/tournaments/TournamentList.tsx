import { useEffect, useRef, useState } from 'react';
import type { Standing, Tournament } from '../../core/contract/tournaments';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { useLanguage, useT } from '../ui/use-t';
import { OptIn } from './OptIn';
import { Countdown, Facts, Winners } from './parts';
import { formatPool, formatRank, loadList } from './tournament-data';

const sections = ['running', 'upcoming', 'finished'] as const;

const placeholders = ['first', 'second', 'third'];

/** Placeholder cards while the list loads. */
export function Skeleton({ count = 3 }: { count?: number }) {
  const t = useT();
  return (
    <div className="tn-skeleton" role="status" aria-label={t('tn_loading')}>
      {placeholders.slice(0, count).map((key) => (
        <span key={key} className="tn-skeleton__card" aria-hidden="true" />
      ))}
    </div>
  );
}

/**
 * The tournaments by state: running (time left, prize pool, entrants, the member's rank), upcoming (starts in,
 * the opt-in), finished (the winners). A card opens its tournament (click, Enter or Space).
 */
export function TournamentList({
  signedIn,
  focusId,
  onOpen,
}: {
  signedIn: boolean;
  focusId: number | null;
  onOpen: (tournamentId: number) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const list = useQuery(() => loadList(language, signedIn), `${language}:${signedIn}`);
  const root = useRef<HTMLDivElement>(null);
  // Back from a tournament: its card has the focus again.
  useEffect(() => {
    if (list.query.state !== 'ready' || focusId === null) return;
    root.current?.querySelector<HTMLElement>(`[data-tournament-id="${focusId}"] .tn-card__open`)?.focus();
  }, [list.query.state, focusId]);

  return (
    <div ref={root} className="tn-list">
      <QueryGate
        look="section"
        query={list.query}
        onRetry={list.reload}
        loading={<Skeleton />}
        isEmpty={(value) => value.list.every((item) => item.status === 'cancelled')}
        empty={t('tn_empty')}
      >
        {({ list: all, mine }) =>
          sections.map((status) => {
            const shown = all.filter((item) => item.status === status);
            if (shown.length === 0) return null;
            return (
              <section key={status} className="tn-section" aria-labelledby={`tn-${status}`}>
                <h3 id={`tn-${status}`} className="tn-section__title">
                  {t(`tn_section_${status}`)}
                </h3>
                <ul className="tn-cards">
                  {shown.map((item) => (
                    <TournamentCard
                      key={item.tournamentId}
                      item={item}
                      standing={mine.get(item.tournamentId) ?? null}
                      signedIn={signedIn}
                      onOpen={onOpen}
                    />
                  ))}
                </ul>
              </section>
            );
          })
        }
      </QueryGate>
    </div>
  );
}

function TournamentCard({
  item,
  standing: loaded,
  signedIn,
  onOpen,
}: {
  item: Tournament;
  standing: Standing | null;
  signedIn: boolean;
  onOpen: (tournamentId: number) => void;
}) {
  const t = useT();
  const [standing, setStanding] = useState(loaded);
  const facts: [string, string][] = [[t('tn_prize_pool'), formatPool(t, item)]];
  if (item.status !== 'finished') facts.push([t('tn_entrants'), String(item.entrants)]);
  if (signedIn && item.status !== 'upcoming' && standing?.eligible) {
    facts.push([t('tn_my_rank'), standing.me ? formatRank(standing.me.rank) : t('tn_no_rank')]);
  }
  return (
    <li
      className={`tn-card tn-card--${item.status}`}
      part="tournament"
      data-tournament-id={item.tournamentId}
    >
      {item.art && <img className="tn-card__art" src={item.art} alt="" loading="lazy" />}
      <button type="button" className="tn-card__open" onClick={() => onOpen(item.tournamentId)}>
        <span className="tn-card__name">{item.name}</span>
        <span className="tn-card__type">{t(`tn_scoring_name_${item.scoring}`)}</span>
      </button>
      {item.status === 'running' && <Countdown label={t('tn_ends_in')} at={item.endsAt} />}
      {item.status === 'upcoming' && <Countdown label={t('tn_starts_in')} at={item.startsAt} />}
      <Facts facts={facts} />
      {item.status === 'finished' && <Winners item={item} />}
      {signedIn && item.status !== 'finished' && (
        <OptIn item={item} standing={standing} onJoined={setStanding} />
      )}
    </li>
  );
}
