import { useEffect, useState } from 'react';
import { agents, call, formatDateTime, type RequestOf, type ResponseOf } from '../../../core';
import { Button } from '../../ui/Button';
import { kindLabel } from '../../ui/contracts/terms';
import { ScrollList } from '../../ui/lists/ScrollList';
import { type PagedAnswer, usePagedList } from '../../ui/lists/use-paged-list';
import { moneyColumn } from '../../ui/records/columns';
import { lastDays, rangeProblem } from '../../ui/records/date-range';
import { Money } from '../../ui/records/money';
import { RecordFilters, SelectFilter } from '../../ui/records/RecordFilters';
import { type RecordColumn, RecordTable } from '../../ui/records/RecordTable';
import { type Translate, useLanguage, useT } from '../../ui/use-t';
import { IncomeRoundsDialog } from '../income/IncomeRoundsDialog';
import { PayoutForm } from '../income/PayoutForm';
import { periodText } from '../income/period-text';
import { asPaged, PAGE_SIZE } from '../paged';

type Line = agents.IncomeLine;
type Answer = ResponseOf<typeof agents.income> & PagedAnswer<Line>;
type Request = RequestOf<typeof agents.income>;

function lineKind(t: Translate, kind: agents.IncomeKind): string {
  return kind === 'payout' ? t('ag_income_payout') : kindLabel(t, kind);
}

/**
 * agentIncome: the salaries and dividends paid into the income account and the payouts from
 * it, each settlement opening the rounds it was computed from; the balance can be paid out
 * to the main wallet.
 */
export default function IncomePage() {
  const t = useT();
  const language = useLanguage();
  const [range, setRange] = useState(() => lastDays(30));
  const [kind, setKind] = useState('');
  const [drill, setDrill] = useState<Line | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const problem = rangeProblem(range);
  const filter: Request = {
    ...range,
    page: 1,
    pageSize: PAGE_SIZE,
    ...(kind ? { kind: kind as agents.IncomeKind } : {}),
  };
  const list = usePagedList<Line, Answer>(
    async (page) => asPaged(await call(agents.income, { ...filter, page })),
    problem ? null : JSON.stringify(filter),
  );
  const first = list.first;
  // A payout answers the new balance at once; a fresh first page brings it again.
  useEffect(() => {
    if (first) setBalance(first.incomeBalance);
  }, [first]);
  const incomeBalance = balance ?? first?.incomeBalance ?? null;

  const columns: RecordColumn<Line>[] = [
    { header: 'rec_time', time: true, cell: (line) => formatDateTime(line.at) },
    { header: 'ag_income_kind', cell: (line) => lineKind(t, line.kind) },
    { header: 'ag_income_period', cell: (line) => periodText(line.periodStart, line.periodEnd, language) },
    {
      header: 'ag_income_basis',
      cell: (line) => (
        <span className="ag-basis">
          <span>{line.basis}</span>
          {line.kind !== 'payout' && (
            <Button
              size="small"
              variant="ghost"
              onClick={() => setDrill(line)}
              disabled={line.rounds === 0}
              data-action="rounds"
            >
              {t('ag_income_rounds_n', { count: line.rounds })}
            </Button>
          )}
        </span>
      ),
    },
    moneyColumn('ag_income_amount', (line) => line.amount, { signed: true }),
  ];

  return (
    <div className="centre-stack" part="income">
      <div className="centre-grid">
        <section className="centre-section" part="income-summary">
          <h4 className="centre-section__title">{t('ag_income_balance')}</h4>
          <p className="ag-big" data-figure="incomeBalance">
            {incomeBalance === null ? '—' : <Money minor={incomeBalance} />}
          </p>
          {first && (
            <p className="centre-section__hint">
              {t('ag_income_total')} <Money minor={first.totalEarned} />
            </p>
          )}
        </section>
        <section className="centre-section" part="income-payout">
          <h4 className="centre-section__title">{t('ag_payout_title')}</h4>
          {incomeBalance !== null && (
            <PayoutForm
              incomeBalance={incomeBalance}
              onPaid={(next) => {
                setBalance(next);
                list.reload();
              }}
            />
          )}
        </section>
      </div>
      <RecordFilters range={range} onRangeChange={setRange} problem={problem}>
        <SelectFilter
          name="kind"
          label={t('ag_income_kind')}
          value={kind}
          choices={agents.incomeKind.options.map((value) => ({ value, label: lineKind(t, value) }))}
          onChange={setKind}
        />
      </RecordFilters>
      {!problem && (
        <ScrollList list={list} emptyText={t('ag_no_income')} label={t('ag_page_income')} part="income-lines">
          <RecordTable
            columns={columns}
            rows={list.items}
            rowKey={(line) => line.id}
            rowData={(line) => ({ 'data-income-id': line.id })}
          />
        </ScrollList>
      )}
      <IncomeRoundsDialog line={drill} onClose={() => setDrill(null)} />
    </div>
  );
}
