import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { useLanguage, useT } from '../ui/use-t';
import { Countdown } from './parts';
import { formatPool, loadList } from './tournament-data';

/**
 * The home page's shelf: the running tournaments, each leading to its page, and a link to them all; nothing
 * while none is running.
 */
export function TournamentShelf({ pagePath }: { pagePath: string }) {
  const t = useT();
  const { host } = useHost();
  const language = useLanguage();
  const list = useQuery(() => loadList(language, false), language);
  const go = (path: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    navigate(host, path);
  };
  // Nothing running: the home page shows no empty shelf.
  if (list.query.state === 'ready' && !list.query.value.list.some((item) => item.status === 'running')) {
    return null;
  }
  return (
    <section className="tn-shelf" part="tournaments-shelf" aria-labelledby="tn-shelf-title">
      <div className="tn-shelf__head">
        <h2 id="tn-shelf-title" className="tn-shelf__title">
          {t('tn_shelf_title')}
        </h2>
        <a href={pagePath} onClick={go(pagePath)} part="see-all">
          {t('tn_see_all')}
        </a>
      </div>
      <QueryGate look="section" query={list.query} onRetry={list.reload}>
        {({ list: all }) => (
          <ul className="tn-cards tn-cards--shelf">
            {all
              .filter((item) => item.status === 'running')
              .map((item) => {
                const path = `${pagePath}?id=${item.tournamentId}`;
                return (
                  <li key={item.tournamentId} className="tn-card" part="tournament">
                    <a className="tn-card__open" href={path} onClick={go(path)}>
                      <span className="tn-card__name">{item.name}</span>
                      <span className="tn-card__type">{formatPool(t, item)}</span>
                    </a>
                    <Countdown label={t('tn_ends_in')} at={item.endsAt} />
                  </li>
                );
              })}
          </ul>
        )}
      </QueryGate>
    </section>
  );
}
