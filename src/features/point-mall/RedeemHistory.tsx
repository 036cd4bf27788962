import { call, formatCount, formatDateTime, points } from '../../core';
import type { RedeemRecord } from '../../core/contract/points';
import { useAdoptedStyles } from '../ui/adopted-styles';
import { ScrollList } from '../ui/lists/ScrollList';
import { usePagedList } from '../ui/lists/use-paged-list';
import { type RecordColumn, RecordTable } from '../ui/records/RecordTable';
import { recordTableStyles } from '../ui/records/record-table.styles';
import { useT } from '../ui/use-t';

const PAGE_SIZE = 10;

const COLUMNS: RecordColumn<RedeemRecord>[] = [
  { header: 'pts_col_reference', rowHeader: true, cell: (row) => row.referenceNo },
  { header: 'pts_col_reward', cell: (row) => `${row.name} × ${row.quantity}` },
  { header: 'pts_col_points', align: 'end', cell: (row) => formatCount(row.points) },
  {
    header: 'pts_col_status',
    cell: (row, t) => (
      <span className={`pm-status pm-status--${row.status}`} part="redeem-status">
        {t(`pts_status_${row.status}`)}
      </span>
    ),
  },
  { header: 'pts_col_time', time: true, cell: (row) => formatDateTime(row.time) },
  { header: 'pts_col_remark', cell: (row) => row.remark || '—' },
  { header: 'pts_col_address', cell: (row) => row.address || '—' },
];

/** The member's redemptions, newest first: In Process, Rejected (with the remark) or Approved. */
export default function RedeemHistory() {
  useAdoptedStyles(recordTableStyles);
  const t = useT();
  const list = usePagedList<RedeemRecord, { list: RedeemRecord[]; total: number }>(
    (page) => call(points.redeemList, { page, pageSize: PAGE_SIZE }),
    'history',
  );
  return (
    <div className="pm-records" part="redeem-history">
      <ScrollList
        list={list}
        emptyText={t('pts_history_empty')}
        label={t('pts_tab_history')}
        emptyPart="history-empty"
        errorPart="history-error"
      >
        <RecordTable
          columns={COLUMNS}
          rows={list.items}
          rowKey={(row) => row.id}
          rowData={(row) => ({ 'data-reference': row.referenceNo, 'data-status': row.status })}
          part="redeem-rows"
          caption={t('pts_tab_history')}
        />
      </ScrollList>
    </div>
  );
}
