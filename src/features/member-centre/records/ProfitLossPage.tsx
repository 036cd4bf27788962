import { useEffect, useState } from 'react';
import { call, type ResponseOf, records } from '../../../core';
import { Button } from '../../ui/Button';
import { countColumn, moneyColumn } from '../../ui/records/columns';
import { type RecordColumn, RecordTable } from '../../ui/records/RecordTable';
import { RecordTotals } from '../../ui/records/RecordTotals';
import { errorKeyFor } from '../../ui/system-status';
import { Tabs } from '../../ui/Tabs';
import { useLanguage, useT } from '../../ui/use-t';
import { PageLoading } from '../LazyPage';
import { lastDays, rangeProblem } from './date-range';
import { ProfitChart } from './ProfitChart';
import { periodLabel } from './period-labels';
import { RecordFilters } from './RecordFilters';
import { recordsStyles } from './records.styles';

type Answer = ResponseOf<typeof records.profitLoss>;
type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; value: Answer }
  | { state: 'failed'; failure: unknown };
const PERIODS = records.periodType.options;

type Line = Answer['total'];

/** Rounds, valid bet, payout and win/loss: the figures of a period, a vendor and the total. */
const FIGURE_COLUMNS: RecordColumn<Line, Line>[] = [
  countColumn(
    'rec_rounds',
    (line) => line.rounds,
    (total) => total.rounds,
  ),
  moneyColumn('rec_valid_bet', (line) => line.validBet, { total: (total) => total.validBet }),
  moneyColumn('rec_payout', (line) => line.payout, { total: (total) => total.payout }),
  moneyColumn('rec_win_loss', (line) => line.winLoss, { signed: true, total: (total) => total.winLoss }),
];
const VENDOR_COLUMNS: RecordColumn<Answer['vendors'][number], Line>[] = [
  { header: 'rec_vendor', rowHeader: true, cell: (line) => line.vendorName },
  ...FIGURE_COLUMNS,
];

/** personalProfit: profit and loss of settled rounds per day, week, half month or month, and per vendor. */
export default function ProfitLossPage() {
  const t = useT();
  const lang = useLanguage();
  const [period, setPeriod] = useState<records.PeriodType>('daily');
  const [range, setRange] = useState(() => lastDays(30));
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const problem = rangeProblem(range);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks again for the same filter
  useEffect(() => {
    if (problem) return;
    let active = true;
    setLoaded({ state: 'loading' });
    call(records.profitLoss, { ...range, period }).then(
      (value) => active && setLoaded({ state: 'ready', value }),
      (failure: unknown) => active && setLoaded({ state: 'failed', failure }),
    );
    return () => {
      active = false;
    };
  }, [range.startDate, range.endDate, period, problem, round]);

  const label = (line: Answer['periods'][number]) =>
    periodLabel(lang, period, line.periodStart, line.periodEnd);
  const periodColumns: RecordColumn<Answer['periods'][number], Line>[] = [
    { header: 'rec_period', rowHeader: true, cell: label },
    ...FIGURE_COLUMNS,
  ];

  return (
    <div className="mc-stack" part="profit-loss">
      <style>{recordsStyles}</style>
      <Tabs
        label={t('rec_period')}
        items={PERIODS.map((key) => ({ key, label: t(`rec_period_${key}`) }))}
        selected={period}
        onSelect={setPeriod}
      />
      <RecordFilters range={range} onRangeChange={setRange} problem={problem} />
      {!problem && loaded.state === 'loading' && <PageLoading />}
      {!problem && loaded.state === 'failed' && (
        <div className="mc-failure" role="alert" part="records-error">
          <p>{t(errorKeyFor(loaded.failure))}</p>
          <Button variant="outline" onClick={() => setRound((n) => n + 1)}>
            {t('mc_retry')}
          </Button>
        </div>
      )}
      {!problem && loaded.state === 'ready' && loaded.value.total.rounds === 0 && (
        <div className="mc-empty" part="records-empty">
          <p>{t('rec_no_profit')}</p>
        </div>
      )}
      {!problem && loaded.state === 'ready' && loaded.value.total.rounds > 0 && (
        <>
          <RecordTotals figures={FIGURE_COLUMNS} totals={loaded.value.total} part="profit-totals" />
          <section className="mc-section">
            <h4 className="mc-section__title">{t('rec_chart_title')}</h4>
            <ProfitChart
              label={t('rec_chart_title')}
              bars={loaded.value.periods.map((line) => ({
                key: line.periodStart,
                label: label(line),
                title: label(line),
                value: line.winLoss,
              }))}
            />
            <div className="rec-legend" aria-hidden="true">
              <span className="plus">{t('rec_win')}</span>
              <span className="minus">{t('rec_loss')}</span>
            </div>
          </section>
          <div className="rec-scroll" part="profit-periods">
            <RecordTable
              columns={periodColumns}
              rows={loaded.value.periods}
              rowKey={(line) => line.periodStart}
            />
          </div>
          <div className="rec-scroll" part="profit-vendors">
            <RecordTable
              columns={VENDOR_COLUMNS}
              rows={loaded.value.vendors}
              rowKey={(line) => line.vendor}
            />
          </div>
        </>
      )}
    </div>
  );
}
