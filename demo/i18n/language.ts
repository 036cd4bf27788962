import type { SiteTexts } from './texts';

/**
 * The demo site's own language, kept in step with the elements: it starts where they start and
 * follows the header's language picker. The site never imports the elements' code, so it reads
 * the same stored choice and applies the same starting rule itself. Its texts are the `site`
 * namespace of the locales (locales/<lang>/site.json), one chunk per language, fetched when the
 * site speaks it.
 */

type FlatTexts = Record<string, string>;

const siteFiles = import.meta.glob<FlatTexts>('../../locales/*/site.json', { import: 'default' });
const fileOf = (lang: string) => siteFiles[`../../locales/${lang}/site.json`];

/** localStorage key under which the elements remember the visitor's language (spec §3). */
const languageStorageKey = 'lang';

export interface LanguageSettings {
  defaultLanguage: string;
  supportedLanguages: readonly string[];
}

export function hasSiteTexts(lang: string): boolean {
  return fileOf(lang) !== undefined;
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

/**
 * The nested texts of a `site.json` file: its keys are the paths of the `SiteTexts` fields
 * ("site.home.eyebrow"), so the key-parity test covers every field in every language.
 */
export function siteTextsFrom(flat: FlatTexts): SiteTexts {
  const root: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(flat)) {
    const path = key.split('.').slice(1);
    let node = root;
    for (const part of path.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[path.at(-1)!] = text;
  }
  return root as unknown as SiteTexts;
}

const loaded = new Map<string, SiteTexts>();
const loading = new Map<string, Promise<SiteTexts>>();

/** Fetches the site's texts in `lang` (the Spanish ones for a language without its own file), once. */
export function loadSiteTexts(lang: string): Promise<SiteTexts> {
  const file = fileOf(lang) ?? fileOf('es')!;
  let pending = loading.get(lang);
  if (!pending) {
    pending = file().then((flat) => {
      const texts = siteTextsFrom(flat);
      loaded.set(lang, texts);
      return texts;
    });
    // A failed fetch is tried again on the next call.
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** The texts of `lang`, once `loadSiteTexts(lang)` has settled. */
export function textsFor(lang: string): SiteTexts {
  const texts = loaded.get(lang);
  if (!texts) throw new Error(`The site's texts in "${lang}" are not loaded`);
  return texts;
}
