import { useState } from 'react';
import { call, formatDateTime, type RequestOf, type ResponseOf, records } from '../../../core';
import { useT } from '../../ui/use-t';
import { lastDays, rangeProblem } from './date-range';
import { Money } from './money';
import { RecordFilters, SelectFilter } from './RecordFilters';
import { recordsStyles } from './records.styles';
import { ScrollList } from './ScrollList';
import { usePagedList } from './use-paged-list';

const PAGE_SIZE = 20;
type Answer = ResponseOf<typeof records.accountRecord>;
const loadEntries = (input: RequestOf<typeof records.accountRecord>) => call(records.accountRecord, input);

/** transactionHistory (account record): every entry on the member's wallets with the balance after it. */
export default function AccountRecordPage() {
  const t = useT();
  const [range, setRange] = useState(() => lastDays(7));
  const [type, setType] = useState('');
  // The kinds the server knows, kept from the last answer so the choice stays while it reloads.
  const [types, setTypes] = useState<string[]>([]);
  const problem = rangeProblem(range);

  const filter = { ...range, pageSize: PAGE_SIZE, ...(type ? { type } : {}) };
  const filterKey = problem ? 'invalid' : JSON.stringify(filter);
  const list = usePagedList<records.AccountRow, Answer>(async (page) => {
    const answer = await loadEntries({ ...filter, page });
    if (page === 1) setTypes(answer.types);
    return answer;
  }, filterKey);

  const typeLabel = (kind: string) => t(`rec_type_${kind}`, { defaultValue: kind });
  const walletLabel = (wallet: string) => (wallet === 'main' ? t('rec_wallet_main') : wallet);

  return (
    <div className="mc-stack" part="account-record">
      <style>{recordsStyles}</style>
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
          <table className="rec-table" part="account-rows">
            <thead>
              <tr>
                <th scope="col">{t('rec_time')}</th>
                <th scope="col">{t('rec_type')}</th>
                <th scope="col">{t('rec_wallet')}</th>
                <th scope="col">{t('rec_memo')}</th>
                <th scope="col" className="rec-num">
                  {t('rec_amount')}
                </th>
                <th scope="col" className="rec-num">
                  {t('rec_balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((row) => (
                <tr key={row.id} data-id={row.id}>
                  <td data-label={t('rec_time')} className="rec-time">
                    {formatDateTime(row.createdAt)}
                  </td>
                  <td data-label={t('rec_type')}>{typeLabel(row.type)}</td>
                  <td data-label={t('rec_wallet')}>{walletLabel(row.wallet)}</td>
                  <td data-label={t('rec_memo')}>{row.memo || '—'}</td>
                  <td data-label={t('rec_amount')} className="rec-num">
                    <Money minor={row.amount} signed />
                  </td>
                  <td data-label={t('rec_balance')} className="rec-num">
                    <Money minor={row.balance} />
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
