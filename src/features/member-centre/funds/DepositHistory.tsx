import { call, formatDateTime, formatMoney, funds } from '../../../core';
import { ScrollList } from '../../ui/lists/ScrollList';
import { usePagedList } from '../../ui/lists/use-paged-list';
import { useT } from '../../ui/use-t';
import { StatusChip } from './StatusChip';

const SIZE = 10;
const loadDeposits = (page: number) => call(funds.listDeposits, { page, size: SIZE });

/** The member's deposit orders, newest first; choosing one shows it above. */
export function DepositHistory({
  version,
  selected,
  onSelect,
}: {
  /** Changes whenever an order was created or changed, to read the list again. */
  version: number;
  selected: string | null;
  onSelect: (order: funds.DepositOrder) => void;
}) {
  const t = useT();
  // A changed deposit reads the list again from its first page.
  const list = usePagedList<funds.DepositOrder, Awaited<ReturnType<typeof loadDeposits>>>(
    loadDeposits,
    String(version),
  );
  return (
    <section className="mc-section" part="deposit-history">
      <h4 className="mc-section__title">{t('fund_deposit_history')}</h4>
      <ScrollList
        list={list}
        emptyText={t('fund_no_deposits')}
        label={t('fund_deposit_history')}
        emptyPart="history-empty"
        errorPart="history-error"
      >
        <ul className="fd-history">
          {list.items.map((order) => (
            <li key={order.orderNo}>
              <button
                type="button"
                className="fd-history__row"
                aria-current={order.orderNo === selected}
                data-order={order.orderNo}
                onClick={() => onSelect(order)}
              >
                <span className="fd-history__main">
                  <span>{formatDateTime(order.createdAt)}</span>
                  <span className="fd-history__sub">
                    {order.orderNo} · {order.p2p ? t('fund_kind_p2p') : order.channel}
                  </span>
                </span>
                <span className="fd-history__amount">{formatMoney(order.amount)}</span>
                <StatusChip state={order.status} />
              </button>
            </li>
          ))}
        </ul>
      </ScrollList>
    </section>
  );
}
