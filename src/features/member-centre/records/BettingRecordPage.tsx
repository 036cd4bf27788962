import { useMemo, useState } from 'react';
import { call, formatDateTime, type RequestOf, type ResponseOf, records } from '../../../core';
import { ScrollList } from '../../ui/lists/ScrollList';
import { usePagedList } from '../../ui/lists/use-paged-list';
import { betColumns, roundsTotal } from '../../ui/records/bet-columns';
import { lastDays, rangeProblem } from '../../ui/records/date-range';
import { RecordFilters, SelectFilter } from '../../ui/records/RecordFilters';
import { type RecordColumn, RecordTable } from '../../ui/records/RecordTable';
import { RecordTotals } from '../../ui/records/RecordTotals';
import { recordsStyles } from '../../ui/records/records.styles';
import {
  gameTypeChoices,
  gameTypeLabel,
  useVendors,
  vendorChoices,
} from '../../ui/records/use-vendor-choices';
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
  const t = useT();
  const [range, setRange] = useState(() => lastDays(7));
  const [vendor, setVendor] = useState('');
  const [gameType, setGameType] = useState('');
  const [status, setStatus] = useState('');
  const problem = rangeProblem(range);
  const vendors = useVendors();

  const filter = {
    ...range,
    pageSize: PAGE_SIZE,
    ...(vendor ? { vendor } : {}),
    ...(gameType ? { gameType } : {}),
    ...(status ? { status: status as records.BettingRow['status'] } : {}),
  };
  const filterKey = problem ? null : JSON.stringify(filter);
  const list = usePagedList<records.BettingRow, Answer>((page) => loadBets({ ...filter, page }), filterKey);

  const seen = useMemo(
    () => list.items.map((row) => ({ code: row.vendor, name: row.vendorName, gameType: row.gameType })),
    [list.items],
  );
  const totals = list.first?.totals;

  return (
    <div className="mc-stack" part="betting-record">
      <style>{recordsStyles}</style>
      <RecordFilters range={range} onRangeChange={setRange} problem={problem}>
        <SelectFilter
          name="gameType"
          label={t('rec_game_type')}
          value={gameType}
          choices={gameTypeChoices(t, vendors, seen)}
          onChange={(next) => {
            setGameType(next);
            setVendor('');
          }}
        />
        <SelectFilter
          name="vendor"
          label={t('rec_vendor')}
          value={vendor}
          choices={vendorChoices(vendors, seen, gameType)}
          onChange={setVendor}
        />
        <SelectFilter
          name="status"
          label={t('rec_status')}
          value={status}
          choices={STATUSES.map((value) => ({ value, label: t(`rec_status_${value}`) }))}
          onChange={setStatus}
        />
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
