import { MAX_RANGE_DAYS } from '../../../core/contract/date-range';
import { DAY_MS } from '../../../core/time';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** yyyy-MM-dd of a moment, in UTC like the server's day boundaries. */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The last `days` days up to today (UTC), today included. */
export function lastDays(days: number, now = new Date()): DateRange {
  return { startDate: isoDay(new Date(now.getTime() - (days - 1) * DAY_MS)), endDate: isoDay(now) };
}

/** The message key of a range the server would refuse, or null when it is fine. */
export function rangeProblem({ startDate, endDate }: DateRange): string | null {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'rec_range_invalid';
  if (end < start) return 'rec_range_reversed';
  if ((end - start) / DAY_MS + 1 > MAX_RANGE_DAYS) return 'rec_range_too_long';
  return null;
}
