import { useState } from 'react';
import type { z } from 'zod/mini';
import { type agents, dateTimeFormat, formatMoney } from '../../../core';
import { countColumn, moneyColumn } from '../../ui/records/columns';
import { ProfitChart } from '../../ui/records/ProfitChart';
import { type RecordColumn, RecordTable } from '../../ui/records/RecordTable';
import { Tabs } from '../../ui/Tabs';
import { useLanguage, useT } from '../../ui/use-t';

type Point = z.infer<typeof agents.teamSeriesPoint>;
const METRICS = ['validBet', 'winLoss', 'activeMembers', 'newMembers', 'deposits', 'withdrawals'] as const;
type Metric = (typeof METRICS)[number];
const COUNTS: ReadonlySet<Metric> = new Set(['activeMembers', 'newMembers']);

/** "20 Nov" of a yyyy-MM-dd day, in the site language (days are UTC like the server's). */
function dayLabel(day: string, language: string): string {
  return dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * The team's daily series as an SVG bar chart, one figure at a time, with the whole series
 * as a table for screen readers and for anyone who prefers numbers.
 */
export function TeamChart({ series }: { series: Point[] }) {
  const t = useT();
  const language = useLanguage();
  const [metric, setMetric] = useState<Metric>('validBet');
  const label = t('ag_chart_title', { figure: t(`ag_fig_${metric}`) });
  const format = COUNTS.has(metric) ? (value: number) => String(value) : formatMoney;

  const columns: RecordColumn<Point>[] = [
    { header: 'ag_day', rowHeader: true, cell: (point) => dayLabel(point.date, language) },
    ...METRICS.map((key) =>
      COUNTS.has(key)
        ? countColumn<Point>(`ag_fig_${key}`, (point) => point[key])
        : moneyColumn<Point>(`ag_fig_${key}`, (point) => point[key], { signed: key === 'winLoss' }),
    ),
  ];

  return (
    <section className="centre-section" part="team-chart">
      <h4 className="centre-section__title">{t('ag_chart_heading')}</h4>
      <Tabs
        label={t('ag_chart_heading')}
        items={METRICS.map((key) => ({ key, label: t(`ag_fig_${key}`) }))}
        selected={metric}
        onSelect={setMetric}
      />
      {series.every((point) => point[metric] === 0) && (
        <p className="centre-section__hint" role="status">
          {t('ag_chart_empty', { figure: t(`ag_fig_${metric}`) })}
        </p>
      )}
      <ProfitChart
        label={label}
        format={format}
        bars={series.map((point) => ({
          key: point.date,
          label: dayLabel(point.date, language),
          title: dayLabel(point.date, language),
          value: point[metric],
        }))}
      />
      <details className="ag-table-fallback">
        <summary>{t('ag_chart_as_table')}</summary>
        <div className="rec-scroll">
          <RecordTable
            columns={columns}
            rows={series}
            rowKey={(point) => point.date}
            caption={t('ag_chart_heading')}
          />
        </div>
      </details>
    </section>
  );
}
