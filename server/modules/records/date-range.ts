import { utcDayRange } from '../../../src/core/contract/date-range';
import { fail } from '../../http/envelope';

/** [from, to) in UTC for an inclusive yyyy-MM-dd range; refuses reversed, impossible or over-long ranges. */
export function dayRange(startDate: string, endDate: string): { from: Date; to: Date } {
  const range = utcDayRange(startDate, endDate);
  if ('invalid' in range) fail('INVALID_INPUT', null, { [range.invalid]: 'err_invalid_input' });
  return range;
}
