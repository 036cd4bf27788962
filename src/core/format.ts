import { brandConfig } from './config';
import { language } from './i18n';

/**
 * Money of integer minor units as the brand shows it: "P 10,000.00". The split into
 * whole and fraction is integer arithmetic, so no float ever touches an amount.
 */
export function formatMoney(minor: number): string {
  const { currencySymbol, currencyExponent, numberLocale } = brandConfig.value;
  const units = BigInt(Math.trunc(minor));
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const scale = 10n ** BigInt(currencyExponent);
  const whole = new Intl.NumberFormat(numberLocale, { useGrouping: true }).format(magnitude / scale);
  const fraction = (magnitude % scale).toString().padStart(currencyExponent, '0');
  const decimalMark =
    new Intl.NumberFormat(numberLocale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ??
    '.';
  const amount = currencyExponent > 0 ? `${whole}${decimalMark}${fraction}` : whole;
  return `${currencySymbol} ${negative ? '-' : ''}${amount}`;
}

/** A timestamp in the site language, e.g. "21 nov 2025, 08:05"; unparseable input is shown as given. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language.value, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
