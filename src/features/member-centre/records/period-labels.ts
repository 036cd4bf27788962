import { dateTimeFormat, type records } from '../../../core';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A period's short name for the chart and table: "21 Nov", "16–22 Nov", "Nov 2026". */
export function periodLabel(
  lang: string,
  period: records.PeriodType,
  periodStart: string,
  periodEnd: string,
): string {
  const dayMonth = dateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  if (period === 'daily') return dayMonth.format(day(periodStart));
  if (period === 'monthly') {
    return dateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      day(periodStart),
    );
  }
  return dayMonth.formatRange(day(periodStart), day(periodEnd));
}
