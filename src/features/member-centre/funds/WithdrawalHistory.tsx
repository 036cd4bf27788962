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

/** The member's withdrawals, newest first; choosing one shows its detail above. */
export function WithdrawalHistory({
  version,
  selected,
  onSelect,
}: {
  version: number;
  selected: string | null;
  onSelect: (withdrawal: funds.Withdrawal) => void;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useResource(() => call(funds.listWithdrawals, { page, size: SIZE }));
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or a changed withdrawal reads again
  useEffect(() => {
    if (mounted.current) list.reload();
    mounted.current = true;
  }, [page, version]);
  const value = list.resource.value;
  return (
    <section className="mc-section" part="withdrawal-history">
      <h4 className="mc-section__title">{t('fund_withdrawal_history')}</h4>
      {list.resource.state === 'loading' && <PageLoading />}
      {list.resource.state === 'failed' && (
        <div className="mc-failure" role="alert">
          <p>{t(errorKeyFor(list.resource.failure))}</p>
          <Button variant="outline" onClick={list.reload}>
            {t('mc_retry')}
          </Button>
        </div>
      )}
      {value && value.list.length === 0 && <p className="mc-empty">{t('fund_no_withdrawals')}</p>}
      {value && value.list.length > 0 && (
        <ul className="fd-history">
          {value.list.map((item) => (
            <li key={item.withdrawalNo}>
              <button
                type="button"
                className="fd-history__row"
                aria-current={item.withdrawalNo === selected}
                data-withdrawal={item.withdrawalNo}
                onClick={() => onSelect(item)}
              >
                <span className="fd-history__main">
                  <span>{formatDateTime(item.createdAt)}</span>
                  <span className="fd-history__sub">
                    {item.withdrawalNo} · {t('fund_remaining')}: {formatMoney(item.remainingAmount)}
                  </span>
                </span>
                <span className="fd-history__amount">{formatMoney(item.amount)}</span>
                <StatusChip state={item.status} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {value && <Pager page={page} size={SIZE} total={value.total} onPage={setPage} />}
    </section>
  );
}
