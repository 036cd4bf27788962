import { useEffect, useState } from 'react';
import type { z } from 'zod/mini';
import { agents, call, formatDateTime, type RequestOf, type ResponseOf } from '../../../core';
import { ScrollList } from '../../ui/lists/ScrollList';
import { type PagedAnswer, usePagedList } from '../../ui/lists/use-paged-list';
import { moneyColumn } from '../../ui/records/columns';
import { lastDays, rangeProblem } from '../../ui/records/date-range';
import { RecordFilters, SelectFilter } from '../../ui/records/RecordFilters';
import { type RecordColumn, RecordTable } from '../../ui/records/RecordTable';
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

const COLUMNS: RecordColumn<Row>[] = [
  { header: 'rec_time', time: true, cell: (row) => formatDateTime(row.at) },
  { header: 'ag_tx_kind', cell: (row, t) => transactionKindLabel(t, row.kind) },
  { header: 'ag_tx_wallet', cell: (row, t) => t(`ag_wallet_${row.wallet}`) },
  { header: 'ag_tx_counterparty', cell: (row) => row.counterparty ?? '—' },
  moneyColumn('ag_income_amount', (row) => row.amount, { signed: true }),
  moneyColumn('ag_tx_balance_after', (row) => row.balanceAfter),
];

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
    problem ? null : JSON.stringify(filter),
  );
  useEffect(() => {
    const fresh = list.items.map((row) => row.kind).filter((seen) => !kinds.includes(seen));
    if (fresh.length > 0) setKinds((current) => [...new Set([...current, ...fresh])]);
  }, [list.items, kinds]);

  return (
    <div className="centre-stack" part="transactions">
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
          <RecordTable
            columns={COLUMNS}
            rows={list.items}
            rowKey={(row) => `${row.wallet}-${row.id}`}
            rowData={(row) => ({ 'data-transaction-id': row.id })}
          />
        </ScrollList>
      )}
    </div>
  );
}
