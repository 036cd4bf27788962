/**
 * Intl formatters, one per locale and options, built once and reused: building one looks the locale up
 * each time and costs far more than formatting with it, and a list of amounts formats hundreds of values
 * while the page draws.
 */
const kept = new Map<string, unknown>();

function keptFormat<T>(kind: string, locale: string, options: object, build: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let format = kept.get(key) as T | undefined;
  if (format === undefined) {
    format = build();
    kept.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  keptFormat('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat => keptFormat('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (
  locale: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat =>
  keptFormat('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

/** The locale's decimal mark ("." or ","). */
export const decimalMark = (locale: string): string =>
  keptFormat(
    'decimal',
    locale,
    {},
    () =>
      numberFormat(locale)
        .formatToParts(1.5)
        .find((part) => part.type === 'decimal')?.value ?? '.',
  );
