import { brandConfig } from '../../../core';

/**
 * A typed amount in major units ("1,250.5") as integer minor units, exactly: the text is
 * split at the decimal point and joined as digits, never through a float. Null when it is
 * not an amount with at most the currency's decimals.
 */
export function parseMajorToMinor(
  text: string,
  exponent = brandConfig.value.currencyExponent,
): number | null {
  const cleaned = text.trim().replace(/[\s,_]/g, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
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
