import { brandConfig } from './config';
import { language } from './i18n';
import { dateTimeFormat, numberFormat } from './intl-formats';
import { formatMinorUnits } from './money';

/** Money of integer minor units as the brand shows it: "P 10,000.00". */
export function formatMoney(minor: number): string {
  const { currencySymbol } = brandConfig.value;
  return `${currencySymbol} ${formatMinorUnits(minor, brandConfig.value)}`;
}

/** A whole number (points, counts) with the brand's digit grouping: "12,500". */
export function formatCount(count: number): string {
  return numberFormat(brandConfig.value.numberLocale, { maximumFractionDigits: 0 }).format(count);
}

/** A timestamp in the site language, e.g. "21 nov 2025, 08:05"; unparseable input is shown as given. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language.value, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
