import { useState } from 'react';
import type { z } from 'zod/mini';
import { agents, call, type RequestOf, type ResponseOf } from '../../../core';
import { ScrollList } from '../../ui/lists/ScrollList';
import { type PagedAnswer, usePagedList } from '../../ui/lists/use-paged-list';
import { countColumn, moneyColumn } from '../../ui/records/columns';
import { lastDays, rangeProblem } from '../../ui/records/date-range';
import { RecordFilters } from '../../ui/records/RecordFilters';
import { type RecordColumn, RecordTable } from '../../ui/records/RecordTable';
import { RecordTotals } from '../../ui/records/RecordTotals';
import { useT } from '../../ui/use-t';
import { asPaged, PAGE_SIZE } from '../paged';
import { AccountFilterField, useAccountFilter } from '../team/account-filter';

type Row = z.infer<typeof agents.profitRow>;
type Answer = ResponseOf<typeof agents.teamProfit> & PagedAnswer<Row>;
type Request = RequestOf<typeof agents.teamProfit>;
type Totals = Answer['totals'];
const MONEY = ['validBet', 'payout', 'winLoss', 'deposits', 'withdrawals', 'bonuses'] as const;
const COLUMNS: RecordColumn<Row, Totals>[] = [
  {
    header: 'ag_col_account',
    rowHeader: true,
    cell: (row, t) => (
      <>
        {row.account}{' '}
        <span className="muted">
          · {row.level === 1 ? t('ag_level_direct') : t('ag_level_short', { level: row.level })}
        </span>
      </>
    ),
  },
  countColumn(
    'rec_rounds',
    (row) => row.rounds,
    (totals) => totals.rounds,
  ),
  ...MONEY.map((key) =>
    moneyColumn<Row, Totals>(`ag_fig_${key}`, (row) => row[key], {
      signed: key === 'winLoss',
      total: (totals) => totals[key],
      figure: key,
    }),
  ),
];

/** agentProfitLoss: each downline account's play, win/loss, deposits, withdrawals and bonuses over a range. */
export default function TeamProfitPage() {
  const t = useT();
  const [range, setRange] = useState(() => lastDays(30));
  const account = useAccountFilter();
  const problem = rangeProblem(range);
  const filter: Request = {
    ...range,
    page: 1,
    pageSize: PAGE_SIZE,
    ...account.query,
  };
  const list = usePagedList<Row, Answer>(
    async (page) => asPaged(await call(agents.teamProfit, { ...filter, page })),
    problem ? null : JSON.stringify(filter),
  );
  const totals = list.first?.totals;

  return (
    <div className="centre-stack" part="team-profit">
      <RecordFilters range={range} onRangeChange={setRange} problem={problem}>
        <AccountFilterField filter={account} />
      </RecordFilters>
      {!problem && (
        <>
          {totals && <RecordTotals figures={COLUMNS} totals={totals} part="profit-totals" />}
          <ScrollList
            list={list}
            emptyText={t('ag_no_profit')}
            label={t('ag_page_profit')}
            part="profit-rows"
          >
            <RecordTable
              columns={COLUMNS}
              rows={list.items}
              rowKey={(row) => row.memberId}
              rowData={(row) => ({ 'data-member-id': row.memberId })}
            />
          </ScrollList>
        </>
      )}
    </div>
  );
}
