import {
  BRAND_DEFAULT_LANGUAGE,
  CATALOGUE_LANGUAGES,
  type CatalogueLanguage,
} from '../modules/games/catalogue-language';
import { languageKeys } from '../modules/system/language';

/** A game page speaks the catalogue's languages (ty is the site's French). */
export const PLAY_LANGUAGES = CATALOGUE_LANGUAGES;
export type PlayLanguage = CatalogueLanguage;
export const DEFAULT_PLAY_LANGUAGE: PlayLanguage = BRAND_DEFAULT_LANGUAGE;

const known = new Set<string>(PLAY_LANGUAGES);
// Browsers say fr for the French the site calls ty.
const aliases: Record<string, PlayLanguage> = { fr: 'ty' };

function playKey(value: unknown): PlayLanguage | null {
  for (const key of languageKeys(value) ?? []) {
    if (known.has(key)) return key as PlayLanguage;
    if (Object.hasOwn(aliases, key)) return aliases[key]!;
  }
  return null;
}

/** The first of the candidates (a payload field, a Language header...) that names a page language, else the default. */
export function playLanguage(...candidates: unknown[]): PlayLanguage {
  for (const candidate of candidates) {
    const key = playKey(candidate);
    if (key) return key;
  }
  return DEFAULT_PLAY_LANGUAGE;
}

/** The best page language an Accept-Language header asks for ("pt-BR,pt;q=0.9,en;q=0.8"). */
export function acceptedLanguage(header: unknown): PlayLanguage {
  if (typeof header !== 'string') return DEFAULT_PLAY_LANGUAGE;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, weight: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.weight - a.weight);
  return playLanguage(...ranked.map((entry) => entry.tag));
}
