import { formatDateTime, type records } from '../../../core';
import { Money } from '../../ui/records/money';
import type { RecordColumn, RowData } from '../../ui/records/RecordTable';

/** A ledger entry's id, or the order's number for an order with no ledger entry. */
export const rowKey = (row: records.AccountRow): string =>
  row.id !== null
    ? `entry-${row.id}`
    : `${row.order?.kind ?? 'order'}-${row.order?.orderNo ?? row.createdAt}`;

/** The entry's id, or the order's number and state, for tests and themes (a lapsed order is struck through). */
export const rowData = (row: records.AccountRow): RowData => ({
  'data-id': row.id ?? undefined,
  'data-order': row.order?.orderNo,
  'data-state': row.order?.state,
});

/**
 * The columns of the account record. An order with no ledger entry (pending, failed, expired)
 * shows the amount ordered, uncoloured, and no balance: nothing has moved on the wallet.
 */
export const ACCOUNT_COLUMNS: RecordColumn<records.AccountRow>[] = [
  { header: 'rec_time', time: true, cell: (row) => formatDateTime(row.createdAt) },
  {
    header: 'rec_type',
    cell: (row, t) => (
      <span className="rec-type">
        {t(`rec_type_${row.type}`, { defaultValue: row.type })}
        {row.order && (
          <span className={`rec-status rec-status--${row.order.state}`} part="order-state">
            {t(`rec_state_${row.order.state}`)}
          </span>
        )}
      </span>
    ),
  },
  { header: 'rec_wallet', cell: (row, t) => (row.wallet === 'main' ? t('rec_wallet_main') : row.wallet) },
  { header: 'rec_memo', cell: (row) => row.memo || '—' },
  {
    header: 'rec_amount',
    align: 'end',
    cell: (row) =>
      row.id !== null || !row.order ? (
        <Money minor={row.amount} signed />
      ) : (
        <span className="rec-amount--ordered">
          <Money minor={row.order.amount} />
        </span>
      ),
  },
  {
    header: 'rec_balance',
    align: 'end',
    cell: (row, t) =>
      row.balance === null ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">{t('rec_no_balance')}</span>
        </>
      ) : (
        <Money minor={row.balance} />
      ),
  },
];
