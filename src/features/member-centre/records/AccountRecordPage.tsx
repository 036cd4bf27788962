import { useState } from 'react';
import { call, type RequestOf, type ResponseOf, records } from '../../../core';
import { useAdoptedStyles } from '../../ui/adopted-styles';
import { ScrollList } from '../../ui/lists/ScrollList';
import { usePagedList } from '../../ui/lists/use-paged-list';
import { lastDays, rangeProblem } from '../../ui/records/date-range';
import { RecordFilters, SelectFilter } from '../../ui/records/RecordFilters';
import { RecordTable } from '../../ui/records/RecordTable';
import { recordsStyles } from '../../ui/records/records.styles';
import { useT } from '../../ui/use-t';
import { ACCOUNT_COLUMNS, rowData, rowKey } from './account-columns';

const PAGE_SIZE = 20;
type Answer = ResponseOf<typeof records.accountRecord>;
const loadEntries = (input: RequestOf<typeof records.accountRecord>) => call(records.accountRecord, input);

/**
 * transactionHistory (account record): every entry on the member's wallets with the balance after
 * it, and deposit orders not credited yet (pending, failed, expired) with their state.
 */
export default function AccountRecordPage() {
  useAdoptedStyles(recordsStyles);
  const t = useT();
  const [range, setRange] = useState(() => lastDays(7));
  const [type, setType] = useState('');
  // The kinds the server knows, kept from the last answer so the choice stays while it reloads.
  const [types, setTypes] = useState<string[]>([]);
  const problem = rangeProblem(range);

  const filter = { ...range, pageSize: PAGE_SIZE, ...(type ? { type } : {}) };
  const filterKey = problem ? null : JSON.stringify(filter);
  const list = usePagedList<records.AccountRow, Answer>(async (page) => {
    const answer = await loadEntries({ ...filter, page });
    if (page === 1) setTypes(answer.types);
    return answer;
  }, filterKey);

  const typeLabel = (kind: string) => t(`rec_type_${kind}`, { defaultValue: kind });

  return (
    <div className="centre-stack" part="account-record">
      <RecordFilters range={range} onRangeChange={setRange} problem={problem}>
        <SelectFilter
          name="type"
          label={t('rec_type')}
          value={type}
          choices={[...new Set([...types, ...(type ? [type] : [])])].map((kind) => ({
            value: kind,
            label: typeLabel(kind),
          }))}
          onChange={setType}
        />
      </RecordFilters>
      {!problem && (
        <ScrollList list={list} emptyText={t('rec_no_entries')} label={t('mc_page_transactionHistory')}>
          <RecordTable
            columns={ACCOUNT_COLUMNS}
            rows={list.items}
            rowKey={rowKey}
            rowData={rowData}
            part="account-rows"
          />
        </ScrollList>
      )}
    </div>
  );
}
