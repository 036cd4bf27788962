import type { DepositLimits } from './tables';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** A limit's window: a day, a week or a month. */
export type Window = keyof DepositLimits;
export const WINDOWS: readonly Window[] = ['day', 'week', 'month'];

/** How a profile counts windows, and the brand's time zone its calendar days start in. */
export interface WindowRule {
  windows: 'rolling' | 'calendar';
  timeZone: string;
}

/** The lengths of rolling windows; a rolling month is 30 days. */
const ROLLING: Record<Window, number> = { day: DAY, week: 7 * DAY, month: 30 * DAY };

/** A date on the calendar (month 1–12); weekday 1 is Monday, 7 Sunday (ISO). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time in `timeZone` at `time`, written as if it were UTC (milliseconds). */
function wallClock(time: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(time))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
    time - Math.floor(time / 1000) * 1000,
  );
}

/** The calendar date in `timeZone` at `at`. */
export function dateIn(at: Date, timeZone: string): CalendarDate {
  const local = new Date(wallClock(at.getTime(), timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay() === 0 ? 7 : local.getUTCDay(),
  };
}

/**
 * The instant the calendar day starts in `timeZone` (its local midnight). The zone's offset is read
 * twice, so a day whose offset changes (summer time) still starts at its own midnight.
 */
export function startOfDay(year: number, month: number, day: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month - 1, day);
  const firstGuess = asUtc - (wallClock(asUtc, timeZone) - asUtc);
  return new Date(asUtc - (wallClock(firstGuess, timeZone) - firstGuess));
}

/**
 * The first instant of the window that ends at `at`. Rolling: the last 24 hours / 7 days / 30 days
 * (a row exactly one window old is out). Calendar: from the brand's midnight today, Monday's
 * midnight (ISO week) or the first of the month, in its time zone. Every kind of limit (deposit,
 * loss, wager) counts its windows with this one function.
 */
export function windowStart(window: Window, at: Date, rule: WindowRule): Date {
  if (rule.windows === 'rolling') return new Date(at.getTime() - ROLLING[window] + 1);
  const today = dateIn(at, rule.timeZone);
  if (window === 'month') return startOfDay(today.year, today.month, 1, rule.timeZone);
  const back = window === 'week' ? today.weekday - 1 : 0;
  const first = new Date(Date.UTC(today.year, today.month - 1, today.day - back));
  return startOfDay(first.getUTCFullYear(), first.getUTCMonth() + 1, first.getUTCDate(), rule.timeZone);
}

/** The start of every window ending at `at`, and the earliest of them. */
export function windowStarts(at: Date, rule: WindowRule): { starts: Record<Window, Date>; earliest: Date } {
  const starts = {
    day: windowStart('day', at, rule),
    week: windowStart('week', at, rule),
    month: windowStart('month', at, rule),
  };
  const earliest = new Date(Math.min(...WINDOWS.map((window) => starts[window].getTime())));
  return { starts, earliest };
}

/** A birth date as `YYYY-MM-DD`, a day that exists. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years from `birthDate` (YYYY-MM-DD) to the brand's calendar date at `at`. */
export function ageOn(birthDate: string, at: Date, timeZone: string): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const today = dateIn(at, timeZone);
  const birthdayPassed = today.month > month || (today.month === month && today.day >= day);
  return today.year - year - (birthdayPassed ? 0 : 1);
}
