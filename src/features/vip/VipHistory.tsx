import { formatDateTime, formatMoney } from '../../core';
import type { VipChange } from '../../core/contract/vip';
import { EmptyNote } from '../ui/data/QueryGate';
import { type RecordColumn, RecordTable } from '../ui/records/RecordTable';
import { useT } from '../ui/use-t';

const COLUMNS: RecordColumn<VipChange>[] = [
  { header: 'vip_col_time', time: true, cell: (row) => formatDateTime(row.time) },
  {
    header: 'vip_col_change',
    rowHeader: true,
    cell: (row, t) => t('vip_change', { from: row.fromName, to: row.toName }),
  },
  { header: 'vip_col_reason', cell: (row, t) => t(`vip_reason_${row.reason}`) },
  {
    header: 'vip_col_bonus',
    align: 'end',
    cell: (row) => (row.bonus === 0 ? '—' : formatMoney(row.bonus)),
  },
];

/** The member's level changes, newest first, with the upgrade bonus each paid. */
export function VipHistory({ history }: { history: readonly VipChange[] }) {
  const t = useT();
  return (
    <section className="vip-card" part="vip-history" aria-labelledby="vip-history-title">
      <h3 id="vip-history-title" className="vip-card__title">
        {t('vip_history')}
      </h3>
      {history.length === 0 ? (
        <EmptyNote look="section" part="history-empty">
          {t('vip_history_empty')}
        </EmptyNote>
      ) : (
        <RecordTable
          columns={COLUMNS}
          rows={[...history]}
          rowKey={(row) => `${row.time}-${row.toRank}`}
          rowData={(row) => ({ 'data-to-rank': row.toRank, 'data-reason': row.reason })}
          part="history-rows"
          caption={t('vip_history')}
        />
      )}
    </section>
  );
}
