import { useState } from 'react';
import { call, type ResponseOf, records } from '../../../core';
import { QueryGate } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { lastDays, rangeProblem } from '../../ui/records/date-range';
import { Money } from '../../ui/records/money';
import { ProfitChart } from '../../ui/records/ProfitChart';
import { RecordFilters } from '../../ui/records/RecordFilters';
import { recordsStyles } from '../../ui/records/records.styles';
import { Tabs } from '../../ui/Tabs';
import { useLanguage, useT } from '../../ui/use-t';
import { periodLabel } from './period-labels';

type Answer = ResponseOf<typeof records.profitLoss>;
const PERIODS = records.periodType.options;

/** One row of the period or vendor table. */
function LineCells({ line }: { line: Answer['total'] }) {
  const t = useT();
  return (
    <>
      <td data-label={t('rec_rounds')} className="rec-num">
        {line.rounds}
      </td>
      <td data-label={t('rec_valid_bet')} className="rec-num">
        <Money minor={line.validBet} />
      </td>
      <td data-label={t('rec_payout')} className="rec-num">
        <Money minor={line.payout} />
      </td>
      <td data-label={t('rec_win_loss')} className="rec-num">
        <Money minor={line.winLoss} signed />
      </td>
    </>
  );
}

function LineHeads({ first }: { first: string }) {
  const t = useT();
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col" className="rec-num">
          {t('rec_rounds')}
        </th>
        <th scope="col" className="rec-num">
          {t('rec_valid_bet')}
        </th>
        <th scope="col" className="rec-num">
          {t('rec_payout')}
        </th>
        <th scope="col" className="rec-num">
          {t('rec_win_loss')}
        </th>
      </tr>
    </thead>
  );
}

/** personalProfit: profit and loss of settled rounds per day, week, half month or month, and per vendor. */
export default function ProfitLossPage() {
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
              <dl className="rec-totals" part="profit-totals">
                <div>
                  <dt>{t('rec_rounds')}</dt>
                  <dd>{value.total.rounds}</dd>
                </div>
                <div>
                  <dt>{t('rec_valid_bet')}</dt>
                  <dd>
                    <Money minor={value.total.validBet} />
                  </dd>
                </div>
                <div>
                  <dt>{t('rec_payout')}</dt>
                  <dd>
                    <Money minor={value.total.payout} />
                  </dd>
                </div>
                <div>
                  <dt>{t('rec_win_loss')}</dt>
                  <dd>
                    <Money minor={value.total.winLoss} signed />
                  </dd>
                </div>
              </dl>
              <section className="mc-section">
                <h4 className="mc-section__title">{t('rec_chart_title')}</h4>
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
                <table className="rec-table">
                  <LineHeads first={t('rec_period')} />
                  <tbody>
                    {value.periods.map((line) => (
                      <tr key={line.periodStart}>
                        <th scope="row" data-label={t('rec_period')}>
                          {label(line)}
                        </th>
                        <LineCells line={line} />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="rec-scroll" part="profit-vendors">
                <table className="rec-table">
                  <LineHeads first={t('rec_vendor')} />
                  <tbody>
                    {value.vendors.map((line) => (
                      <tr key={line.vendor}>
                        <th scope="row" data-label={t('rec_vendor')}>
                          {line.vendorName}
                        </th>
                        <LineCells line={line} />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </QueryGate>
      )}
    </div>
  );
}
