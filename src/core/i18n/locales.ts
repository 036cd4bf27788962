/**
 * Locale files load lazily, one chunk per language, so adding a language is adding a
 * file here and in locales/.
 */
export type Translations = Record<string, string>;

type Loader = () => Promise<{ default: Translations }>;

export const localeLoaders: Record<string, Loader> = {
  en: () => import('../../../locales/en.json'),
  es: () => import('../../../locales/es.json'),
  pt: () => import('../../../locales/pt.json'),
  ty: () => import('../../../locales/ty.json'),
};

/** Names shown by the language picker, each in its own language. */
export const languageNames: Readonly<Record<string, string>> = Object.freeze({
  es: 'Español',
  en: 'English',
  pt: 'Português',
  ty: 'Reo Tahiti',
});

export function hasLocale(lang: string): boolean {
  return Object.hasOwn(localeLoaders, lang);
}
