import type { Message } from '../../../core';
import { formatMoney } from '../../../core';
import { amountTextProblem, parseMajorToMinor } from '../../ui/money/money-input';

/** Checks an amount typed in major units against the allowed range; null when it is fine. */
export function checkAmount(text: string, min: number, max: number): Message | null {
  const problem = amountTextProblem(text);
  if (problem) return problem;
  const minor = parseMajorToMinor(text);
  if (!minor) return { key: 'mc_amount_invalid' };
  if (minor < min || minor > max) {
    return { key: 'fund_amount_range', params: { min: formatMoney(min), max: formatMoney(max) } };
  }
  return null;
}
