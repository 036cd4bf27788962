import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { session } from '../../core';
import { addTextLoaders } from '../../core/i18n/locales';
import { Button } from '../ui/Button';
import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { UserIcon } from '../ui/icons';
import { lazyPart } from '../ui/lazy-part';
import { useT } from '../ui/use-t';
import { TournamentList } from './TournamentList';

addTextLoaders(
  import.meta.glob('./*/{tournaments,tournament-page,games}.json', { base: '../../../locales' }),
);

/** A tournament's page: its code (the game cards and their launch among it) and its texts on first show. */
const TournamentDetail = lazyPart(
  ['tournaments', 'tournament-page', 'games'],
  () => import('./TournamentDetail'),
);

/** The home page's shelf: its own small chunk, so the tournaments page does not carry it. */
const TournamentShelf = lazyPart(['tournaments'], () => import('./TournamentShelf'));

/** How the element shows: the whole page (default), or a home shelf of the running tournaments. */
export const tournamentViews = ['page', 'shelf'] as const;
type View = (typeof tournamentViews)[number];

export interface TournamentsProps {
  /** A tournament's id: that tournament instead of the list. */
  tournamentId?: number;
  view?: View;
  /** Where the shelf's links lead (default /tournaments; a tournament adds ?id=<id>). */
  pagePath?: string;
}

/**
 * The tournaments: the list (running, upcoming, finished) and one tournament's page with its rules, games,
 * prizes and live board. A visitor sees them with a sign-in button; a member also their rank and the opt-in.
 */
export function Tournaments({ tournamentId, view, pagePath }: TournamentsProps) {
  useSignals();
  const t = useT();
  const [opened, setOpened] = useState<number | null>(tournamentId ?? null);
  // The card to focus again when the member comes back from a tournament.
  const [returnTo, setReturnTo] = useState<number | null>(null);
  useEffect(() => setOpened(tournamentId ?? null), [tournamentId]);
  const signedIn = session.token.value !== null;

  if (view === 'shelf') return <TournamentShelf pagePath={pagePath ?? '/tournaments'} />;
  return (
    <section className="tn" part="tournaments" aria-labelledby="tn-title">
      <div className="tn__head">
        <h2 id="tn-title" className="tn__title">
          {t('tn_title')}
        </h2>
        <p className="tn__lead">{t('tn_lead')}</p>
      </div>
      {!signedIn && <VisitorIntro />}
      {opened === null ? (
        <TournamentList
          signedIn={signedIn}
          focusId={returnTo}
          onOpen={(id) => {
            setReturnTo(id);
            setOpened(id);
          }}
        />
      ) : (
        <TournamentDetail
          key={opened}
          tournamentId={opened}
          signedIn={signedIn}
          // Opened from the list: the title takes the focus. Shown by the page's own address: the focus stays.
          focusTitle={opened !== tournamentId}
          onBack={() => setOpened(null)}
        />
      )}
    </section>
  );
}

/** A visitor: what taking part takes, and the sign-in and register buttons. */
function VisitorIntro() {
  const t = useT();
  const { host } = useHost();
  return (
    <div className="tn-intro" part="tournaments-intro">
      <p>{t('tn_visitor')}</p>
      <div className="tn__actions">
        <Button variant="primary" onClick={() => session.requireLogin()} part="sign-in">
          <UserIcon />
          {t('tn_sign_in')}
        </Button>
        <Button variant="outline" onClick={() => navigate(host, '/register')}>
          {t('tn_register')}
        </Button>
      </div>
    </div>
  );
}
