import { call, promo } from '../../../core';
import type { Mission } from '../../../core/contract/promo';
import { QueryGate } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { useT } from '../../ui/use-t';
import { goalValue } from './MissionCard';

/** The ranking of one mission this period, with the member's own place. */
export function Leaderboard({ mission }: { mission: Mission }) {
  const t = useT();
  const board = useQuery(() => call(promo.missionLeaderboard, { missionId: mission.missionId }));
  const value = board.query.value;
  return (
    <div className="centre-stack" part="leaderboard">
      <QueryGate query={board.query} onRetry={board.reload} />
      {value &&
        (value.list.length === 0 ? (
          <p className="centre-section__hint" part="empty">
            {t('mc_board_empty')}
          </p>
        ) : (
          <table className="mc-table">
            <thead>
              <tr>
                <th scope="col">{t('mc_board_rank')}</th>
                <th scope="col">{t('mc_ref_account')}</th>
                <th scope="col" className="mc-num">
                  {t('mc_mission_progress')}
                </th>
              </tr>
            </thead>
            <tbody>
              {value.list.map((row) => (
                <tr key={row.rank} className={value.me?.rank === row.rank ? 'mc-me' : undefined}>
                  <td>{row.rank}</td>
                  <td>{row.account}</td>
                  <td className="mc-num">{goalValue(mission, row.progress)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      {value?.me && (
        <p className="centre-section__hint" part="my-rank">
          {t('mc_board_me', { rank: value.me.rank, progress: goalValue(mission, value.me.progress) })}
        </p>
      )}
    </div>
  );
}
