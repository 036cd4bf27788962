import type { LanguageSettings } from './i18n/language';

/**
 * The brand the demo site runs, handed to the elements with gamedeck.configure so the site and
 * the elements agree on languages: Spanish first, Spanish and English offered (spec defaults).
 * The operator's live switches (maintenance, loginedToHomePage) and its languages (operator.json
 * `languages`, which replace these) come from /wps/system/status.
 */
export const demoBrand: LanguageSettings = {
  defaultLanguage: 'es',
  supportedLanguages: ['es', 'en'],
};

/**
 * Where one element's module is served from (the elements build, its modules sharing their chunks);
 * loaded at runtime for the tags a page shows, never bundled into the shell.
 */
export const elementUrl = (tag: string): string => `/elements/${tag}.js`;
