import type { z } from 'zod';
import { fail } from '../../http/envelope';

// What every operator definition (a tournament, the wheel, a jackpot) is read with: the languages its texts are
// written in, refusals that name each bad field, and a text picked for a reader's language.

/** The site languages a definition's names are written in (ty is the site's French). */
export const DEFINITION_LANGUAGES = ['en', 'es', 'pt', 'ty'] as const;

/** The fields a refusal names, each with what is wrong (INVALID_INPUT's `fields`). */
export function invalid(fields: Record<string, string>): never {
  fail('INVALID_INPUT', null, fields);
}

/** Parses an operator's definition, or refuses with INVALID_INPUT naming each bad field. */
export function parseInput<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // An unknown key is named where it sits (names.de), as every other refusal is.
    const keys =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.join('.') || '_'];
    for (const key of keys)
      fields[key] ??= issue.code === 'unrecognized_keys' ? 'not a field' : issue.message;
  }
  invalid(fields);
}

/** Text in `language`, else the default language, else English, else any. */
export function inLanguage(text: Record<string, string>, language: string, defaultLanguage: string): string {
  return text[language] ?? text[defaultLanguage] ?? text.en ?? Object.values(text)[0] ?? '';
}
