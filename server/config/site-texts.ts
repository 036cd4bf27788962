import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The site's texts of one namespace in one language (`locales/<lang>/<namespace>.json`), read once. */
export type SiteTexts = Record<string, string>;

const cache = new Map<string, SiteTexts>();

export function siteTexts(language: string, namespace: string): SiteTexts {
  const id = `${language}/${namespace}`;
  let texts = cache.get(id);
  if (!texts) {
    const file = fileURLToPath(new URL(`../../locales/${id}.json`, import.meta.url));
    texts = JSON.parse(readFileSync(file, 'utf8')) as SiteTexts;
    cache.set(id, texts);
  }
  return texts;
}
