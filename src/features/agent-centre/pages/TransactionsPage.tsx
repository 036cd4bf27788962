import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { agents, call, formatDateTime, type RequestOf, type ResponseOf } from '../../../core';
import { ScrollList } from '../../ui/lists/ScrollList';
import { type PagedAnswer, usePagedList } from '../../ui/lists/use-paged-list';
import { lastDays, rangeProblem } from '../../ui/records/date-range';
import { Money } from '../../ui/records/money';
import { RecordFilters, SelectFilter } from '../../ui/records/RecordFilters';
import { type Translate, useT } from '../../ui/use-t';
import { asPaged, PAGE_SIZE } from '../paged';

type Row = z.infer<typeof agents.transactionRow>;
type Answer = ResponseOf<typeof agents.transactions> & PagedAnswer<Row>;
type Request = RequestOf<typeof agents.transactions>;
/** Kinds every agent may meet; others join the filter once seen in the rows. */
const KNOWN_KINDS = [
  'transfer_downline',
  'transfer_upline',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
  'dividend',
  'income_payout',
  'deposit',
  'withdrawal',
];

/** A ledger kind in the member's language: the account record's names first, then the agent's own. */
export function transactionKindLabel(t: Translate, kind: string): string {
  return t(`ag_tx_${kind}`, { defaultValue: t(`rec_type_${kind}`, { defaultValue: kind }) });
}

/** agentTransactions: the agent's own main-wallet and income-account lines, with counterparties. */
export default function TransactionsPage() {
  const t = useT();
  const [range, setRange] = useState(() => lastDays(7));
  const [kind, setKind] = useState('');
  const [kinds, setKinds] = useState<string[]>(KNOWN_KINDS);
  const problem = rangeProblem(range);
  const filter: Request = { ...range, page: 1, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}) };
  const list = usePagedList<Row, Answer>(
    async (page) => asPaged(await call(agents.transactions, { ...filter, page })),
    problem ? 'invalid' : JSON.stringify(filter),
  );
  useEffect(() => {
    const fresh = list.items.map((row) => row.kind).filter((seen) => !kinds.includes(seen));
    if (fresh.length > 0) setKinds((current) => [...new Set([...current, ...fresh])]);
  }, [list.items, kinds]);

  return (
    <div className="mc-stack" part="transactions">
      <RecordFilters range={range} onRangeChange={setRange} problem={problem}>
        <SelectFilter
          name="kind"
          label={t('ag_tx_kind')}
          value={kind}
          choices={kinds.map((value) => ({ value, label: transactionKindLabel(t, value) }))}
          onChange={setKind}
        />
      </RecordFilters>
      {!problem && (
        <ScrollList
          list={list}
          emptyText={t('ag_no_transactions')}
          label={t('ag_page_transactions')}
          part="transaction-rows"
        >
          <table className="rec-table">
            <thead>
              <tr>
                <th scope="col">{t('rec_time')}</th>
                <th scope="col">{t('ag_tx_kind')}</th>
                <th scope="col">{t('ag_tx_wallet')}</th>
                <th scope="col">{t('ag_tx_counterparty')}</th>
                <th scope="col" className="rec-num">
                  {t('ag_income_amount')}
                </th>
                <th scope="col" className="rec-num">
                  {t('ag_tx_balance_after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((row) => (
                <tr key={`${row.wallet}-${row.id}`} data-transaction-id={row.id}>
                  <td data-label={t('rec_time')} className="rec-time">
                    {formatDateTime(row.at)}
                  </td>
                  <td data-label={t('ag_tx_kind')}>{transactionKindLabel(t, row.kind)}</td>
                  <td data-label={t('ag_tx_wallet')}>{t(`ag_wallet_${row.wallet}`)}</td>
                  <td data-label={t('ag_tx_counterparty')}>{row.counterparty ?? '—'}</td>
                  <td data-label={t('ag_income_amount')} className="rec-num">
                    <Money minor={row.amount} signed />
                  </td>
                  <td data-label={t('ag_tx_balance_after')} className="rec-num">
                    <Money minor={row.balanceAfter} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollList>
      )}
    </div>
  );
}
