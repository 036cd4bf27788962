import type { BoardLine, TournamentScoring } from '../../core/contract/tournaments';
import { useT } from '../ui/use-t';
import { formatRank, formatScore } from './tournament-data';

/** Whether a line of a board is the member's: marked by the server, or the same as their own line. */
export const isMine = (line: BoardLine, me: BoardLine | null | undefined): boolean =>
  line.me === true || (!!me && line.rank === me.rank && line.account === me.account);

/** Lines of a board; the member's own is marked (and named for screen readers). */
export function Board({
  lines,
  scoring,
  me,
  label,
  part,
}: {
  lines: BoardLine[];
  scoring: TournamentScoring;
  me: BoardLine | null | undefined;
  label: string;
  part: string;
}) {
  const t = useT();
  return (
    <table className="tn-board" part={part}>
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tn_col_rank')}</th>
          <th scope="col">{t('tn_col_player')}</th>
          <th scope="col">{t('tn_col_score')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const mine = isMine(line, me);
          return (
            <tr
              key={`${line.rank}:${line.account}`}
              className={mine ? 'is-me' : undefined}
              aria-current={mine || undefined}
            >
              <td>{formatRank(line.rank)}</td>
              <td>
                {line.account}
                {mine && <span className="tn-you"> {t('tn_you')}</span>}
              </td>
              <td>{formatScore(scoring, line.score)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
