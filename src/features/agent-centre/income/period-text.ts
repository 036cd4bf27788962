import { dateTimeFormat } from '../../../core';
import { DAY_MS } from '../../../core/time';

/**
 * A settlement period as short as it can be said: whole days as dates ("21 Nov 2026", or
 * "16 – 30 Nov 2026"), shorter periods as a day with its start and end times
 * ("21 Nov 2026, 11:00 – 12:00"). Periods are UTC, like the server's.
 */
export function periodText(startIso: string | null, endIso: string | null, language: string): string {
  if (!startIso) return '—';
  const start = new Date(startIso);
  const end = endIso ? new Date(endIso) : null;
  if (Number.isNaN(start.getTime())) return startIso;
  const dates = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  if (!end || Number.isNaN(end.getTime())) return dates.format(start);
  const length = end.getTime() - start.getTime();
  if (length >= DAY_MS && length % DAY_MS === 0 && start.getTime() % DAY_MS === 0) {
    const lastDay = new Date(end.getTime() - DAY_MS);
    return length === DAY_MS ? dates.format(start) : dates.formatRange(start, lastDay);
  }
  const times = dateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' });
  return `${dates.format(start)}, ${times.format(start)} – ${times.format(end)}`;
}
