// Wall-clock times of the brand's time zone, as operators write them (2026-12-01T18:00) and as days are counted.

/** The instant a wall-clock time of `timeZone` names (the zone's offset read twice, for summer time). */
export function instantIn(local: string, timeZone: string): Date {
  const [date, time] = local.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second = 0] = time.split(':').map(Number) as [number, number, number?];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const firstGuess = asUtc - (wallClockOf(asUtc, timeZone) - asUtc);
  return new Date(asUtc - (wallClockOf(firstGuess, timeZone) - firstGuess));
}

/** The wall-clock time of `timeZone` at `at`, written as if it were UTC (for offsets). */
function wallClockOf(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** An instant as the brand's wall clock (2026-12-01T18:00), the form the operator gives. */
export function localIn(at: Date, timeZone: string): string {
  return new Date(wallClockOf(at.getTime(), timeZone)).toISOString().slice(0, 16);
}
