import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import type { SiteTexts } from './texts';

/**
 * The demo site's own language, kept in step with the elements: it starts where they start and
 * follows the header's language picker. The site never imports the elements' code, so it reads
 * the same stored choice and applies the same starting rule itself.
 */

const dictionaries: Readonly<Record<string, SiteTexts>> = { es, en, pt };

/** localStorage key under which the elements remember the visitor's language (spec §3). */
const languageStorageKey = 'lang';

export interface LanguageSettings {
  defaultLanguage: string;
  supportedLanguages: readonly string[];
}

export function hasSiteTexts(lang: string): boolean {
  return Object.hasOwn(dictionaries, lang);
}

export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    // Storage access throws in sandboxed frames and with cookies blocked.
    return null;
  }
}

/** The stored choice when the brand supports it, else the brand default (spec §9). */
export function startingLanguage(brand: LanguageSettings, stored: string | null): string {
  return stored && brand.supportedLanguages.includes(stored) && hasSiteTexts(stored)
    ? stored
    : brand.defaultLanguage;
}

/** A language the site can speak: the one asked for, or the brand default when it has no texts. */
export function siteLanguageFor(lang: string, brand: LanguageSettings): string {
  return hasSiteTexts(lang) ? lang : brand.defaultLanguage;
}

export function textsFor(lang: string): SiteTexts {
  return dictionaries[lang] ?? es;
}
