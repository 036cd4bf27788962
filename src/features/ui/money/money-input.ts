import { brandConfig, type Message } from '../../../core';

const amountPattern = /^(\d+)(?:\.(\d*))?$/;

/** The typed amount without the spaces and group separators people type. */
const cleanAmount = (text: string) => text.trim().replace(/[\s,_]/g, '');

/**
 * What is wrong with a typed amount, before any range applies: nothing typed, more decimals than
 * the currency has ("two decimals at most"), or not an amount at all. Null when it reads as one.
 * Every money field says this, so 1.234 is never refused as if it were too small.
 */
export function amountTextProblem(
  text: string,
  exponent = brandConfig.value.currencyExponent,
): Message | null {
  const cleaned = cleanAmount(text);
  if (cleaned === '') return { key: 'val_required' };
  const match = amountPattern.exec(cleaned);
  if (!match) return { key: 'mc_amount_invalid' };
  if ((match[2] ?? '').length > exponent) return { key: 'val_amount_decimals', params: { count: exponent } };
  return parseMajorToMinor(text, exponent) === null ? { key: 'mc_amount_invalid' } : null;
}

/**
 * A typed amount in major units ("1,250.5") as integer minor units, exactly: the text is
 * split at the decimal point and joined as digits, never through a float. Null when it is
 * not an amount with at most the currency's decimals.
 */
export function parseMajorToMinor(
  text: string,
  exponent = brandConfig.value.currencyExponent,
): number | null {
  const match = amountPattern.exec(cleanAmount(text));
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > exponent) return null;
  const digits = `${whole}${fraction.padEnd(exponent, '0')}`.replace(/^0+(?=\d)/, '');
  const minor = Number(digits);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Integer minor units as the plain major-unit text an amount field holds ("1250.50"). */
export function minorToMajorText(minor: number, exponent = brandConfig.value.currencyExponent): string {
  const text = Math.trunc(minor)
    .toString()
    .padStart(exponent + 1, '0');
  return exponent > 0 ? `${text.slice(0, -exponent)}.${text.slice(-exponent)}` : text;
}
