import type { LanguageSettings } from './i18n/language';

/**
 * The brand the demo site runs, handed to the elements with gamedeck.configure so the site and
 * the elements agree on languages: Spanish first, Spanish and English offered (spec defaults).
 * The operator's live switches (maintenance, loginedToHomePage) come from /wps/system/status.
 */
export const demoBrand: LanguageSettings = {
  defaultLanguage: 'es',
  supportedLanguages: ['es', 'en'],
};

/** Where the elements bundle is served from; loaded at runtime, never bundled into the shell. */
export const elementsUrl = '/elements/index.js';
