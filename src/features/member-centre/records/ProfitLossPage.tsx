import { useState } from 'react';
import { call, type ResponseOf, records } from '../../../core';
import { useAdoptedStyles } from '../../ui/adopted-styles';
import { QueryGate } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { countColumn, moneyColumn } from '../../ui/records/columns';
import { lastDays, rangeProblem } from '../../ui/records/date-range';
import { ProfitChart } from '../../ui/records/ProfitChart';
import { RecordFilters } from '../../ui/records/RecordFilters';
import { type RecordColumn, RecordTable } from '../../ui/records/RecordTable';
import { RecordTotals } from '../../ui/records/RecordTotals';
import { recordsStyles } from '../../ui/records/records.styles';
import { Tabs } from '../../ui/Tabs';
import { useLanguage, useT } from '../../ui/use-t';
import { periodLabel } from './period-labels';

type Answer = ResponseOf<typeof records.profitLoss>;
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
  useAdoptedStyles(recordsStyles);
  const t = useT();
  const lang = useLanguage();
  const [period, setPeriod] = useState<records.PeriodType>('daily');
  const [range, setRange] = useState(() => lastDays(30));
  const problem = rangeProblem(range);
  // A range the server would refuse is not asked for; the filters show the problem instead.
  const loaded = useQuery(
    () => call(records.profitLoss, { ...range, period }),
    problem ? null : `${range.startDate}|${range.endDate}|${period}`,
  );

  const label = (line: Answer['periods'][number]) =>
    periodLabel(lang, period, line.periodStart, line.periodEnd);
  const periodColumns: RecordColumn<Answer['periods'][number], Line>[] = [
    { header: 'rec_period', rowHeader: true, cell: label },
    ...FIGURE_COLUMNS,
  ];

  return (
    <div className="centre-stack" part="profit-loss">
      <Tabs
        label={t('rec_period')}
        items={PERIODS.map((key) => ({ key, label: t(`rec_period_${key}`) }))}
        selected={period}
        onSelect={setPeriod}
      />
      <RecordFilters range={range} onRangeChange={setRange} problem={problem} />
      {!problem && (
        <QueryGate
          query={loaded.query}
          onRetry={loaded.reload}
          isEmpty={(value) => value.total.rounds === 0}
          empty={t('rec_no_profit')}
          parts={{ error: 'records-error', empty: 'records-empty' }}
        >
          {(value) => (
            <>
              <RecordTotals figures={FIGURE_COLUMNS} totals={value.total} part="profit-totals" />
              <section className="centre-section">
                <h4 className="centre-section__title">{t('rec_chart_title')}</h4>
                <ProfitChart
                  label={t('rec_chart_title')}
                  bars={value.periods.map((line) => ({
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
                  rows={value.periods}
                  rowKey={(line) => line.periodStart}
                />
              </div>
              <div className="rec-scroll" part="profit-vendors">
                <RecordTable columns={VENDOR_COLUMNS} rows={value.vendors} rowKey={(line) => line.vendor} />
              </div>
            </>
          )}
        </QueryGate>
      )}
    </div>
  );
}
