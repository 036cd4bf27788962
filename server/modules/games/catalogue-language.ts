import { languageKeys } from '../system/language';

/** The languages every game name is written in (ty is the site's French). */
export const CATALOGUE_LANGUAGES = ['en', 'es', 'pt', 'ty'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

/** The brand's default language (spec section 3: default language ES). */
export const BRAND_DEFAULT_LANGUAGE: CatalogueLanguage = 'es';

const known = new Set<string>(CATALOGUE_LANGUAGES);
// Browsers say fr for the French the site calls ty.
const aliases: Record<string, CatalogueLanguage> = { fr: 'ty' };

function catalogueKey(value: unknown): CatalogueLanguage | null {
  for (const key of languageKeys(value) ?? []) {
    if (known.has(key)) return key as CatalogueLanguage;
    if (Object.hasOwn(aliases, key)) return aliases[key]!;
  }
  return null;
}

/**
 * The language game names are answered and searched in: the request's `language`, else the
 * Language header, else the brand default. Anything unknown or malformed falls through.
 */
export function catalogueLanguage(requested: unknown, header: unknown): CatalogueLanguage {
  return catalogueKey(requested) ?? catalogueKey(header) ?? BRAND_DEFAULT_LANGUAGE;
}

/**
 * The form names are stored and searched in: lower case without accents, so "dragon"
 * finds "Dragón" and "DRAGÃO" alike.
 */
export function searchForm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
