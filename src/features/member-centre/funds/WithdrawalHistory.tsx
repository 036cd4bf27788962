import { call, formatDateTime, formatMoney, funds } from '../../../core';
import { ScrollList } from '../../ui/lists/ScrollList';
import { usePagedList } from '../../ui/lists/use-paged-list';
import { useT } from '../../ui/use-t';
import { StatusChip } from './StatusChip';

const SIZE = 10;
const loadWithdrawals = (page: number) => call(funds.listWithdrawals, { page, size: SIZE });

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
  // A changed withdrawal reads the list again from its first page.
  const list = usePagedList<funds.Withdrawal, Awaited<ReturnType<typeof loadWithdrawals>>>(
    loadWithdrawals,
    String(version),
  );
  return (
    <section className="mc-section" part="withdrawal-history">
      <h4 className="mc-section__title">{t('fund_withdrawal_history')}</h4>
      <ScrollList
        list={list}
        emptyText={t('fund_no_withdrawals')}
        label={t('fund_withdrawal_history')}
        emptyPart="history-empty"
        errorPart="history-error"
      >
        <ul className="fd-history">
          {list.items.map((item) => (
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
      </ScrollList>
    </section>
  );
}
