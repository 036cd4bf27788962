import type { PeriodType } from '../../../src/core/contract/records';
import { DAY_MS } from '../../../src/core/time';

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The UTC period a moment falls in: daily, weekly (Monday first), semimonthly (1-15, 16-end) or monthly. */
export function periodOf(at: Date, period: PeriodType): { start: Date; end: Date } {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const date = at.getUTCDate();
  switch (period) {
    case 'daily': {
      const start = new Date(Date.UTC(year, month, date));
      return { start, end: new Date(start.getTime() + DAY_MS) };
    }
    case 'weekly': {
      const sinceMonday = (at.getUTCDay() + 6) % 7;
      const start = new Date(Date.UTC(year, month, date - sinceMonday));
      return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
    }
    case 'semimonthly':
      return date <= 15
        ? { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month, 16)) }
        : { start: new Date(Date.UTC(year, month, 16)), end: new Date(Date.UTC(year, month + 1, 1)) };
    case 'monthly':
      return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
  }
}

/** yyyy-MM-dd of a period's first and last day. */
export function periodDays(period: { start: Date; end: Date }): { periodStart: string; periodEnd: string } {
  return { periodStart: iso(period.start), periodEnd: iso(new Date(period.end.getTime() - DAY_MS)) };
}
