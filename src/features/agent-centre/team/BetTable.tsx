import { type agents, formatDateTime } from '../../../core';
import { Money } from '../../ui/records/money';
import { gameTypeLabel } from '../../ui/records/use-vendor-choices';
import { useT } from '../../ui/use-t';

/** Downline rounds: who played what, when, the stake, valid bet, payout and result. */
export function BetTable({ rows }: { rows: agents.TeamBetRow[] }) {
  const t = useT();
  return (
    <table className="rec-table" part="bet-rows">
      <thead>
        <tr>
          <th scope="col">{t('rec_time')}</th>
          <th scope="col">{t('ag_col_account')}</th>
          <th scope="col">{t('rec_game')}</th>
          <th scope="col" className="rec-num">
            {t('rec_stake')}
          </th>
          <th scope="col" className="rec-num">
            {t('rec_valid_bet')}
          </th>
          <th scope="col" className="rec-num">
            {t('rec_payout')}
          </th>
          <th scope="col" className="rec-num">
            {t('rec_win_loss')}
          </th>
          <th scope="col">{t('rec_status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.roundId} data-round-id={row.roundId}>
            <td data-label={t('rec_time')} className="rec-time">
              {formatDateTime(row.settledAt ?? row.startedAt)}
            </td>
            <td data-label={t('ag_col_account')}>{row.account}</td>
            <td data-label={t('rec_game')}>
              <span>
                {row.gameName}{' '}
                <span className="muted">
                  · {row.vendor} · {gameTypeLabel(t, row.gameType)}
                </span>
              </span>
            </td>
            <td data-label={t('rec_stake')} className="rec-num">
              <Money minor={row.stake} />
            </td>
            <td data-label={t('rec_valid_bet')} className="rec-num">
              <Money minor={row.validBet} />
            </td>
            <td data-label={t('rec_payout')} className="rec-num">
              <Money minor={row.payout} />
            </td>
            <td data-label={t('rec_win_loss')} className="rec-num">
              <Money minor={row.winLoss} signed />
            </td>
            <td data-label={t('rec_status')}>
              <span className={`rec-status rec-status--${row.status}`}>{t(`rec_status_${row.status}`)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
