import type { Tournament } from '../../core/contract/tournaments';
import { useSecondsUntil } from '../ui/use-countdown';
import { useT } from '../ui/use-t';
import { formatDuration, formatRank, formatScore } from './tournament-data';

/** "Ends in 2 d 03:04:05", counting down each second. */
export function Countdown({ label, at }: { label: string; at: string }) {
  const t = useT();
  const seconds = useSecondsUntil(Date.parse(at));
  return (
    <p className="tn-countdown" part="countdown">
      <span>{label}</span> <strong>{formatDuration(t, seconds)}</strong>
    </p>
  );
}

/** Label and value pairs. */
export function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className="tn-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A finished tournament's first three. */
export function Winners({ item }: { item: Tournament }) {
  const t = useT();
  if (item.winners.length === 0) return <p className="tn-muted">{t('tn_no_winners')}</p>;
  return (
    <ol className="tn-winners" aria-label={t('tn_winners')} part="winners">
      {item.winners.map((line) => (
        <li key={line.rank}>
          <span className="tn-rank">{formatRank(line.rank)}</span> <span>{line.account}</span>{' '}
          <span className="tn-score">{formatScore(item.scoring, line.score)}</span>
        </li>
      ))}
    </ol>
  );
}
