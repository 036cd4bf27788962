import { useState } from 'react';
import { call, formatCount, formatDateTime, type ResponseOf, records } from '../../core';
import { useAdoptedStyles } from '../ui/adopted-styles';
import { ScrollList } from '../ui/lists/ScrollList';
import { usePagedList } from '../ui/lists/use-paged-list';
import { lastDays, rangeProblem } from '../ui/records/date-range';
import { RecordFilters } from '../ui/records/RecordFilters';
import { type RecordColumn, RecordTable } from '../ui/records/RecordTable';
import { recordsStyles } from '../ui/records/records.styles';
import { useT } from '../ui/use-t';

const PAGE_SIZE = 20;

const signed = (points: number) => (points > 0 ? `+${formatCount(points)}` : formatCount(points));

const COLUMNS: RecordColumn<records.AccountRow>[] = [
  { header: 'pts_col_time', time: true, cell: (row) => formatDateTime(row.createdAt) },
  {
    header: 'pts_col_type',
    cell: (row, t) => t(`pts_change_${row.type}`, { defaultValue: row.memo || row.type }),
  },
  {
    header: 'pts_col_change',
    align: 'end',
    cell: (row) => (
      <span className={row.amount < 0 ? 'rec-amount--minus' : 'rec-amount--plus'}>{signed(row.amount)}</span>
    ),
  },
  { header: 'pts_col_balance', align: 'end', cell: (row) => formatCount(row.balance ?? 0) },
];

/** Every change of the member's points over a date range: changed points and the balance after. */
export default function PointsDetails() {
  useAdoptedStyles(recordsStyles);
  const t = useT();
  const [range, setRange] = useState(() => lastDays(30));
  const problem = rangeProblem(range);
  const filter = { ...range, pageSize: PAGE_SIZE, asset: 'points' as const };
  const list = usePagedList<records.AccountRow, ResponseOf<typeof records.accountRecord>>(
    (page) => call(records.accountRecord, { ...filter, page }),
    problem ? null : JSON.stringify(filter),
  );
  return (
    <div className="pm-records" part="points-details">
      <RecordFilters range={range} onRangeChange={setRange} problem={problem} />
      {!problem && (
        <ScrollList
          list={list}
          emptyText={t('pts_details_empty')}
          label={t('pts_tab_details')}
          emptyPart="details-empty"
          errorPart="details-error"
        >
          <RecordTable
            columns={COLUMNS}
            rows={list.items}
            rowKey={(row) => row.id ?? row.createdAt}
            rowData={(row) => ({ 'data-type': row.type })}
            part="details-rows"
            caption={t('pts_tab_details')}
          />
        </ScrollList>
      )}
    </div>
  );
}
