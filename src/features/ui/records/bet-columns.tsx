import { moneyColumn } from './columns';
import type { RecordColumn } from './RecordTable';
import type { TotalFigure } from './RecordTotals';

/** The figures of a game round, and of the totals of many. */
interface BetFigures {
  stake: number;
  validBet: number;
  payout: number;
  winLoss: number;
}

/** The count of rounds, first of the totals of a table of rounds. */
export const roundsTotal: TotalFigure<{ rounds: number }> = {
  header: 'rec_rounds',
  total: (totals) => totals.rounds,
};

/** Stake, valid bet, payout, win/loss (with their totals) and status: the last columns of every table of rounds. */
export function betColumns<
  Row extends BetFigures & { status: string },
  Totals extends BetFigures,
>(): RecordColumn<Row, Totals>[] {
  return [
    moneyColumn('rec_stake', (row) => row.stake, { total: (totals) => totals.stake }),
    moneyColumn('rec_valid_bet', (row) => row.validBet, { total: (totals) => totals.validBet }),
    moneyColumn('rec_payout', (row) => row.payout, { total: (totals) => totals.payout }),
    moneyColumn('rec_win_loss', (row) => row.winLoss, { signed: true, total: (totals) => totals.winLoss }),
    {
      header: 'rec_status',
      cell: (row, t) => (
        <span className={`rec-status rec-status--${row.status}`}>{t(`rec_status_${row.status}`)}</span>
      ),
    },
  ];
}
