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
 * The operator's own site runs the lite build of the elements (the same elements on preact):
 * its shared runtime is 28 KB instead of 80 KB (brotli), which on a phone's link is a quarter of a
 * second before every page draws. Partners choose either build; the standard one is React.
 */
export const ELEMENTS_BASE = '/lite/elements';

/**
 * Where one element's module is served from (the elements build, its modules sharing their chunks);
 * loaded at runtime for the tags a page shows, never bundled into the shell.
 */
export const elementUrl = (tag: string): string => `${ELEMENTS_BASE}/${tag}.js`;
