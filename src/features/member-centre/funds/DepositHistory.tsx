import { useEffect, useRef, useState } from 'react';
import { call, formatDateTime, formatMoney, funds } from '../../../core';
import { Button } from '../../ui/Button';
import { errorKeyFor } from '../../ui/system-status';
import { useT } from '../../ui/use-t';
import { PageLoading } from '../LazyPage';
import { useResource } from '../use-resource';
import { Pager } from './Pager';
import { StatusChip } from './StatusChip';

const SIZE = 10;

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
  const [page, setPage] = useState(1);
  const list = useResource(() => call(funds.listDeposits, { page, size: SIZE }));
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or a changed order reads again
  useEffect(() => {
    if (mounted.current) list.reload();
    mounted.current = true;
  }, [page, version]);
  const value = list.resource.value;
  return (
    <section className="mc-section" part="deposit-history">
      <h4 className="mc-section__title">{t('fund_deposit_history')}</h4>
      {list.resource.state === 'loading' && <PageLoading />}
      {list.resource.state === 'failed' && (
        <div className="mc-failure" role="alert">
          <p>{t(errorKeyFor(list.resource.failure))}</p>
          <Button variant="outline" onClick={list.reload}>
            {t('mc_retry')}
          </Button>
        </div>
      )}
      {value && value.list.length === 0 && <p className="mc-empty">{t('fund_no_deposits')}</p>}
      {value && value.list.length > 0 && (
        <ul className="fd-history">
          {value.list.map((order) => (
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
      )}
      {value && <Pager page={page} size={SIZE} total={value.total} onPage={setPage} />}
    </section>
  );
}
