import { useState } from 'react';
import type { z } from 'zod';
import { agents, call, type RequestOf, type ResponseOf } from '../../../core';
import { TextField } from '../../ui/Field';
import { ScrollList } from '../../ui/lists/ScrollList';
import { type PagedAnswer, usePagedList } from '../../ui/lists/use-paged-list';
import { lastDays, rangeProblem } from '../../ui/records/date-range';
import { Money } from '../../ui/records/money';
import { RecordFilters } from '../../ui/records/RecordFilters';
import { useDebounced } from '../../ui/use-debounced';
import { useT } from '../../ui/use-t';
import { asPaged, PAGE_SIZE } from '../paged';

type Row = z.infer<typeof agents.profitRow>;
type Answer = ResponseOf<typeof agents.teamProfit> & PagedAnswer<Row>;
type Request = RequestOf<typeof agents.teamProfit>;
const MONEY = ['validBet', 'payout', 'winLoss', 'deposits', 'withdrawals', 'bonuses'] as const;

/** agentProfitLoss: each downline account's play, win/loss, deposits, withdrawals and bonuses over a range. */
export default function TeamProfitPage() {
  const t = useT();
  const [range, setRange] = useState(() => lastDays(30));
  const [account, setAccount] = useState('');
  const settledAccount = useDebounced(account.trim());
  const problem = rangeProblem(range);
  const filter: Request = {
    ...range,
    page: 1,
    pageSize: PAGE_SIZE,
    ...(settledAccount ? { account: settledAccount } : {}),
  };
  const list = usePagedList<Row, Answer>(
    async (page) => asPaged(await call(agents.teamProfit, { ...filter, page })),
    problem ? 'invalid' : JSON.stringify(filter),
  );
  const totals = list.first?.totals;

  return (
    <div className="mc-stack" part="team-profit">
      <RecordFilters range={range} onRangeChange={setRange} problem={problem}>
        <TextField
          label={t('ag_col_account')}
          name="account"
          value={account}
          onValueChange={setAccount}
          autoComplete="off"
          maxLength={40}
          type="search"
        />
      </RecordFilters>
      {!problem && (
        <>
          {totals && (
            <dl className="rec-totals" part="profit-totals">
              <div>
                <dt>{t('rec_rounds')}</dt>
                <dd>{totals.rounds}</dd>
              </div>
              {MONEY.map((key) => (
                <div key={key}>
                  <dt>{t(`ag_fig_${key}`)}</dt>
                  <dd data-figure={key}>
                    <Money minor={totals[key]} signed={key === 'winLoss'} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <ScrollList
            list={list}
            emptyText={t('ag_no_profit')}
            label={t('ag_page_profit')}
            part="profit-rows"
          >
            <table className="rec-table">
              <thead>
                <tr>
                  <th scope="col">{t('ag_col_account')}</th>
                  <th scope="col" className="rec-num">
                    {t('rec_rounds')}
                  </th>
                  {MONEY.map((key) => (
                    <th key={key} scope="col" className="rec-num">
                      {t(`ag_fig_${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.items.map((row) => (
                  <tr key={row.memberId} data-member-id={row.memberId}>
                    <th scope="row" data-label={t('ag_col_account')}>
                      {row.account}{' '}
                      <span className="muted">
                        · {row.level === 1 ? t('ag_level_direct') : t('ag_level_short', { level: row.level })}
                      </span>
                    </th>
                    <td data-label={t('rec_rounds')} className="rec-num">
                      {row.rounds}
                    </td>
                    {MONEY.map((key) => (
                      <td key={key} data-label={t(`ag_fig_${key}`)} className="rec-num">
                        <Money minor={row[key]} signed={key === 'winLoss'} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollList>
        </>
      )}
    </div>
  );
}
