import { z } from 'zod/mini';
import { DAY_MS } from '../time';

/** The longest date range a record or report answers for, in days (both ends included). */
export const MAX_RANGE_DAYS = 366;

/** A calendar day, yyyy-MM-dd (UTC). */
export const calendarDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The inclusive date range of a record or report request, spread into its schema. */
export const dateRangeFields = { startDate: calendarDay, endDate: calendarDay };

export type DayRange = { from: Date; to: Date };

/**
 * [from, to) in UTC of an inclusive yyyy-MM-dd range, or the field that makes it unusable:
 * startDate for an impossible day or a range over MAX_RANGE_DAYS, endDate for a reversed range.
 */
export function utcDayRange(
  startDate: string,
  endDate: string,
): DayRange | { invalid: 'startDate' | 'endDate' } {
  const from = new Date(`${startDate}T00:00:00Z`);
  const to = new Date(new Date(`${endDate}T00:00:00Z`).getTime() + DAY_MS);
  const valid =
    !Number.isNaN(from.getTime()) &&
    !Number.isNaN(to.getTime()) &&
    from.toISOString().startsWith(startDate) &&
    new Date(to.getTime() - DAY_MS).toISOString().startsWith(endDate);
  if (!valid) return { invalid: 'startDate' };
  if (to <= from) return { invalid: 'endDate' };
  if ((to.getTime() - from.getTime()) / DAY_MS > MAX_RANGE_DAYS) return { invalid: 'startDate' };
  return { from, to };
}
