import { type agents, formatDateTime, type ResponseOf } from '../../../core';
import { betColumns } from '../../ui/records/bet-columns';
import { type RecordColumn, RecordTable } from '../../ui/records/RecordTable';
import { gameTypeLabel } from '../../ui/records/use-vendor-choices';

type TeamBetTotals = ResponseOf<typeof agents.teamBets>['totals'];

/** Downline rounds: who played what, when, the stake, valid bet, payout and result. */
export const TEAM_BET_COLUMNS: RecordColumn<agents.TeamBetRow, TeamBetTotals>[] = [
  { header: 'rec_time', time: true, cell: (row) => formatDateTime(row.settledAt ?? row.startedAt) },
  { header: 'ag_col_account', cell: (row) => row.account },
  {
    header: 'rec_game',
    cell: (row, t) => (
      <span>
        {row.gameName}{' '}
        <span className="muted">
          · {row.vendor} · {gameTypeLabel(t, row.gameType)}
        </span>
      </span>
    ),
  },
  ...betColumns<agents.TeamBetRow, TeamBetTotals>(),
];

/** The table of downline rounds. */
export function BetTable({ rows }: { rows: agents.TeamBetRow[] }) {
  return (
    <RecordTable
      columns={TEAM_BET_COLUMNS}
      rows={rows}
      rowKey={(row) => `${row.gameCode}:${row.roundId}`}
      rowData={(row) => ({ 'data-round-id': row.roundId })}
      part="bet-rows"
    />
  );
}
