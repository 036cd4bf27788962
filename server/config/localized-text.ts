import { z } from 'zod';

/**
 * A text the operator writes in its file (a reward's name): one string, which is the brand's default
 * language, or one per language ({"en": "Smart watch", "es": "Reloj inteligente"}). Files written before
 * texts had languages keep working: their plain strings are the default language.
 */
export function localizedTextSchema<Language extends string>(
  languages: readonly [Language, ...Language[]],
  max: number,
) {
  const text = z.string().min(1).max(max);
  return z.union([
    text,
    z
      .partialRecord(z.enum(languages), text)
      .refine((texts) => Object.keys(texts).length > 0, { message: 'at least one language' }),
  ]);
}

/** The language a member reads in (the request's) and the brand's default, which answers for the others. */
export interface Reader {
  language: string | null;
  defaultLanguage: string;
}

export type LocalizedText = string | Partial<Record<string, string>>;

/** The text in `language`, else in the brand's default language, else the first one written. */
export function textIn(text: LocalizedText, language: string | null, defaultLanguage: string): string {
  if (typeof text === 'string') return text;
  const own = language !== null && Object.hasOwn(text, language) ? text[language] : undefined;
  return own ?? text[defaultLanguage] ?? Object.values(text).find((value) => value !== undefined) ?? '';
}

/** Every language's text, the default language's under its own key (a plain string is that one). */
export function translationsOf(text: LocalizedText, defaultLanguage: string): Record<string, string> {
  if (typeof text === 'string') return { [defaultLanguage]: text };
  return Object.fromEntries(
    Object.entries(text).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
