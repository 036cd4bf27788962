/**
 * The texts loaded on the page and how one is written out: lookup by flat key across a language's
 * namespaces, `{{name}}` placeholders and CLDR plurals (`key_one`, `key_other`, `key_many`…) picked by
 * `Intl.PluralRules` on `count`. That is all the locale files use, so no translation library is needed
 * (see docs/architecture.md, Texts).
 */
import type { Translations } from './locales';

/** Every text loaded, by language; a language's namespaces merged, since a key lives in one namespace. */
export type LoadedTexts = Map<string, Map<string, string>>;

/** What `formatText` takes besides the placeholders' values. */
export interface TextOptions {
  /** Picks the plural form (`key_<category>`, `key_zero` for 0) and fills `{{count}}`. */
  count?: unknown;
  /** Written out (placeholders filled) when the language has no text for the key; else the key itself. */
  defaultValue?: string;
  [placeholder: string]: unknown;
}

export function addTexts(store: LoadedTexts, lang: string, texts: Translations): void {
  let language = store.get(lang);
  if (!language) {
    language = new Map();
    store.set(lang, language);
  }
  for (const [key, text] of Object.entries(texts)) language.set(key, text);
}

export function hasKey(store: LoadedTexts, lang: string, key: string): boolean {
  return store.get(lang)?.has(key) ?? false;
}

const pluralRules = new Map<string, Intl.PluralRules>();

const primarySubtag = (tag: string) => tag.toLowerCase().replace(/-.*/, '');

/**
 * The rules of `lang`. For a language Intl has no rules for (Tahitian), English's one/other rather than
 * whatever the browser's own locale would lend it, so a text reads the same on every visitor's machine.
 */
function rulesFor(lang: string): Intl.PluralRules {
  try {
    const rules = new Intl.PluralRules(lang);
    if (primarySubtag(rules.resolvedOptions().locale) === primarySubtag(lang)) return rules;
  } catch {
    // Not a language tag: English rules below.
  }
  return new Intl.PluralRules('en');
}

function pluralCategory(lang: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = rulesFor(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/**
 * The keys tried for `key`, most specific first. With a numeric count: `key_zero` for 0, its plural
 * category's form, then `key_other` (locale files write only `_one` and `_other` where a language's
 * `_many`, say Spanish for a million, reads the same as `_other`), then the key itself.
 */
function candidateKeys(lang: string, key: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const forms = [`${key}_${pluralCategory(lang, count)}`, `${key}_other`, key];
  return count === 0 ? [`${key}_zero`, ...forms] : forms;
}

const placeholder = /\{\{(.+?)\}\}/g;

/** Fills `{{name}}` from `values`; a name not among them stays as written, a null value writes nothing. */
export function interpolate(text: string, values: Readonly<Record<string, unknown>>): string {
  if (!text.includes('{{')) return text;
  return text.replace(placeholder, (whole, name: string) => {
    const trimmed = name.trim();
    if (!Object.hasOwn(values, trimmed)) return whole;
    const value = values[trimmed];
    return value === null || value === undefined ? '' : String(value);
  });
}

/** The text of `key` in `lang`, plural form chosen and placeholders filled; missing: `defaultValue`, else the key. */
export function formatText(store: LoadedTexts, lang: string, key: string, options: TextOptions = {}): string {
  const texts = store.get(lang);
  let text: string | undefined;
  for (const candidate of candidateKeys(lang, key, options.count)) {
    text = texts?.get(candidate);
    if (text !== undefined) break;
  }
  return interpolate(text ?? options.defaultValue ?? key, options);
}
