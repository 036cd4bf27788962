import { useAdoptedStyles } from '../ui/adopted-styles';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { useLanguage, useT } from '../ui/use-t';
import { Countdown } from './parts';
import { formatPool, loadList } from './tournament-data';

const shelfStyles = /* css */ `
/* The head reads like the game shelves' beside it on the home page. */
.tn-shelf { gap: 12px; }
.tn-shelf__head { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.tn-shelf__title { margin: 0; font-size: clamp(17px, 2.4vw, 21px); letter-spacing: -0.01em; }
.tn-shelf__head a {
  display: inline-flex; align-items: center; min-height: 32px; padding: 0 10px; border-radius: 999px;
  color: var(--_accent); font-size: 13.5px; font-weight: 700; text-decoration: none;
}
.tn-shelf__head a:hover { background: var(--_surface-2); }
.tn-shelf .tn-cards { grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr)); }
`;

/**
 * The home page's shelf: the running tournaments, each leading to its page, and a link to them all; nothing
 * while none is running.
 */
export default function TournamentShelf({ pagePath }: { pagePath: string }) {
  useAdoptedStyles(shelfStyles);
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
          <ul className="tn-cards">
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
