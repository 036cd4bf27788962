import { useMemo, useState } from 'react';
import { call, formatDateTime, type RequestOf, type ResponseOf, records } from '../../../core';
import { useAdoptedStyles } from '../../ui/adopted-styles';
import { ScrollList } from '../../ui/lists/ScrollList';
import { usePagedList } from '../../ui/lists/use-paged-list';
import { betColumns, roundsTotal } from '../../ui/records/bet-columns';
import { lastDays, rangeProblem } from '../../ui/records/date-range';
import { RecordFilters } from '../../ui/records/RecordFilters';
import { type RecordColumn, RecordTable } from '../../ui/records/RecordTable';
import { RecordTotals } from '../../ui/records/RecordTotals';
import { recordsStyles } from '../../ui/records/records.styles';
import { RoundFilterFields, useRoundFilters } from '../../ui/records/round-filters';
import { gameTypeLabel } from '../../ui/records/use-vendor-choices';
import { useT } from '../../ui/use-t';

const PAGE_SIZE = 20;
const STATUSES = records.roundStatus.options;
type Answer = ResponseOf<typeof records.bettingRecord>;
const COLUMNS: RecordColumn<records.BettingRow, records.BetTotals>[] = [
  { header: 'rec_time', time: true, cell: (row) => formatDateTime(row.startedAt) },
  { header: 'rec_vendor', cell: (row) => row.vendorName },
  {
    header: 'rec_game',
    cell: (row, t) => (
      <span>
        {row.gameCode} <span className="muted">· {gameTypeLabel(t, row.gameType)}</span>
      </span>
    ),
  },
  ...betColumns<records.BettingRow, records.BetTotals>(),
];
const loadBets = (input: RequestOf<typeof records.bettingRecord>) => call(records.bettingRecord, input);

/** personalHistoryCopy (betting record): the member's game rounds with filters and totals. */
export default function BettingRecordPage() {
  useAdoptedStyles(recordsStyles);
  const t = useT();
  const [range, setRange] = useState(() => lastDays(7));
  const rounds = useRoundFilters<(typeof STATUSES)[number]>();
  const problem = rangeProblem(range);

  const filter = {
    ...range,
    pageSize: PAGE_SIZE,
    ...rounds.query,
  };
  const filterKey = problem ? null : JSON.stringify(filter);
  const list = usePagedList<records.BettingRow, Answer>((page) => loadBets({ ...filter, page }), filterKey);

  const seen = useMemo(
    () => list.items.map((row) => ({ code: row.vendor, name: row.vendorName, gameType: row.gameType })),
    [list.items],
  );
  const totals = list.first?.totals;

  return (
    <div className="centre-stack" part="betting-record">
      <RecordFilters range={range} onRangeChange={setRange} problem={problem}>
        <RoundFilterFields filters={rounds} statuses={STATUSES} seen={seen} />
      </RecordFilters>
      {!problem && (
        <>
          {totals && (
            <RecordTotals figures={[roundsTotal, ...COLUMNS]} totals={totals} part="betting-totals" />
          )}
          <ScrollList list={list} emptyText={t('rec_no_bets')} label={t('mc_page_personalHistoryCopy')}>
            <RecordTable
              columns={COLUMNS}
              rows={list.items}
              rowKey={(row) => `${row.gameCode}:${row.id}`}
              rowData={(row) => ({ 'data-id': row.id })}
              part="betting-rows"
            />
          </ScrollList>
        </>
      )}
    </div>
  );
}
