import { formatDateTime, type records } from '../../../core';
import { Money } from '../../ui/records/money';
import { useT } from '../../ui/use-t';

/** A ledger entry's id, or the order's number for an order with no ledger entry. */
export const rowKey = (row: records.AccountRow): string =>
  row.id !== null
    ? `entry-${row.id}`
    : `${row.order?.kind ?? 'order'}-${row.order?.orderNo ?? row.createdAt}`;

/**
 * One row of the account record. An order with no ledger entry (pending, failed, expired) shows
 * the amount ordered, uncoloured, and no balance: nothing has moved on the wallet.
 */
export function AccountRecordRow({ row }: { row: records.AccountRow }) {
  const t = useT();
  const order = row.order;
  const moved = row.id !== null;
  return (
    <tr data-id={row.id ?? undefined} data-order={order?.orderNo} data-state={order?.state}>
      <td data-label={t('rec_time')} className="rec-time">
        {formatDateTime(row.createdAt)}
      </td>
      <td data-label={t('rec_type')}>
        <span className="rec-type">
          {t(`rec_type_${row.type}`, { defaultValue: row.type })}
          {order && (
            <span className={`rec-status rec-status--${order.state}`} part="order-state">
              {t(`rec_state_${order.state}`)}
            </span>
          )}
        </span>
      </td>
      <td data-label={t('rec_wallet')}>{row.wallet === 'main' ? t('rec_wallet_main') : row.wallet}</td>
      <td data-label={t('rec_memo')}>{row.memo || '—'}</td>
      <td data-label={t('rec_amount')} className="rec-num">
        {moved || !order ? (
          <Money minor={row.amount} signed />
        ) : (
          <span className="rec-amount--ordered">
            <Money minor={order.amount} />
          </span>
        )}
      </td>
      <td data-label={t('rec_balance')} className="rec-num">
        {row.balance === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('rec_no_balance')}</span>
          </>
        ) : (
          <Money minor={row.balance} />
        )}
      </td>
    </tr>
  );
}
