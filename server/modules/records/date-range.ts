import { fail } from '../../http/envelope';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

/** [from, to) in UTC for an inclusive yyyy-MM-dd range; refuses reversed, impossible or over-long ranges. */
export function dayRange(startDate: string, endDate: string): { from: Date; to: Date } {
  const from = new Date(`${startDate}T00:00:00Z`);
  const to = new Date(new Date(`${endDate}T00:00:00Z`).getTime() + DAY_MS);
  const valid =
    !Number.isNaN(from.getTime()) &&
    !Number.isNaN(to.getTime()) &&
    from.toISOString().startsWith(startDate) &&
    new Date(to.getTime() - DAY_MS).toISOString().startsWith(endDate);
  if (!valid) fail('INVALID_INPUT', null, { startDate: 'err_invalid_input' });
  if (to <= from) fail('INVALID_INPUT', null, { endDate: 'err_invalid_input' });
  if ((to.getTime() - from.getTime()) / DAY_MS > MAX_DAYS) {
    fail('INVALID_INPUT', null, { startDate: 'err_invalid_input' });
  }
  return { from, to };
}
