/** A language tag as the site and browsers send it: "es", "pt-BR", "ty". */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/;
const MAX_TAG_LENGTH = 35;

/**
 * The lookup keys for a requested language, most specific first ("pt-BR" -> ["pt-br", "pt"]).
 * Null when the value is not a language tag at all, so callers can refuse it; it is never
 * used as text, only as a key into tables the server owns.
 */
export function languageKeys(value: unknown): string[] | null {
  if (typeof value !== 'string') return null;
  const tag = value.trim().toLowerCase();
  if (tag.length > MAX_TAG_LENGTH || !LANGUAGE_TAG.test(tag)) return null;
  const primary = tag.split('-')[0]!;
  return primary === tag ? [tag] : [tag, primary];
}

/** The entry a table holds for a requested language, with the key that matched; null falls back to the base text. */
export function pickLanguage<T>(
  table: Readonly<Record<string, T>>,
  requested: unknown,
): { lang: string; entry: T } | null {
  for (const lang of languageKeys(requested) ?? []) {
    // Own keys only: a tag such as "constructor" must not reach Object.prototype.
    if (Object.hasOwn(table, lang)) return { lang, entry: table[lang]! };
  }
  return null;
}
