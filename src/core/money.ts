import { decimalMark, numberFormat } from './intl-formats';

/** How a brand writes amounts: decimal places of its currency and the locale of its digit grouping. */
export interface MoneyFormat {
  currencyExponent: number;
  numberLocale: string;
}

/**
 * Integer minor units as a grouped amount without currency symbol: "10,000.00". The split into
 * whole and fraction is integer arithmetic, so no float ever touches an amount. Kept free of the
 * page's config so the game pages, which have no brand config, format money the same way.
 */
export function formatMinorUnits(minor: number, { currencyExponent, numberLocale }: MoneyFormat): string {
  const units = BigInt(Math.trunc(minor));
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const scale = 10n ** BigInt(currencyExponent);
  const whole = numberFormat(numberLocale, { useGrouping: true }).format(magnitude / scale);
  const fraction = (magnitude % scale).toString().padStart(currencyExponent, '0');
  const amount = currencyExponent > 0 ? `${whole}${decimalMark(numberLocale)}${fraction}` : whole;
  return `${negative ? '-' : ''}${amount}`;
}
