import { useState } from 'react';
import type { Standing, Tournament } from '../../core/contract/tournaments';
import { Button } from '../ui/Button';
import { errorKeyFor } from '../ui/system-status';
import { useT } from '../ui/use-t';
import { joinTournament } from './tournament-data';

/**
 * A signed-in member's entry: "Opt in" for an opt-in tournament not yet joined, "You're in" once joined, and
 * why a member who cannot take part (a demo account, a paused account) cannot.
 */
export function OptIn({
  item,
  standing,
  onJoined,
}: {
  item: Pick<Tournament, 'tournamentId' | 'name' | 'entry' | 'status'>;
  standing: Standing | null;
  onJoined: (standing: Standing) => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (standing && !standing.eligible) {
    return (
      <p className="tn-note" part="not-eligible">
        {t('tn_not_eligible')}
      </p>
    );
  }
  if (item.status !== 'running' && item.status !== 'upcoming') return null;
  if (standing?.entered) {
    return (
      <p className="tn-joined" part="joined">
        {t('tn_joined')}
      </p>
    );
  }
  if (item.entry !== 'opt_in') return <p className="tn-muted">{t('tn_entry_automatic_short')}</p>;
  const join = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onJoined(await joinTournament(item.tournamentId));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="tn-optin">
      <Button
        variant="primary"
        size="small"
        loading={busy}
        onClick={join}
        part="opt-in"
        aria-label={t('tn_opt_in_named', { name: item.name })}
      >
        {t('tn_opt_in')}
      </Button>
      {failure !== null && (
        <p className="tn-error" role="alert">
          {t(errorKeyFor(failure))}
        </p>
      )}
    </div>
  );
}
