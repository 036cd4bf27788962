import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteTexts, siteTextsFrom, startingLanguage } from '../../../demo/i18n/language';

const localesDir = join(import.meta.dirname, '../../../locales');
const languages = readdirSync(localesDir);
const read = (lang: string, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(join(localesDir, lang, `${namespace}.json`), 'utf8'));

/** Every path to a text of a nested object, sorted ("home.categories.rng.title"). */
function paths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value)
    .flatMap(([key, inner]) => paths(inner, prefix ? `${prefix}.${key}` : key))
    .sort();
}

describe("the demo site's own texts", () => {
  it('are the site namespace of every language, each building the whole of the English texts', () => {
    const english = paths(siteTextsFrom(read('en', 'site')));
    expect(english).toContain('home.categories.rng.title');
    for (const lang of languages) expect(paths(siteTextsFrom(read(lang, 'site'))), lang).toEqual(english);
  });

  it('load in the language the site speaks: ty is French', async () => {
    const french = await loadSiteTexts('ty');
    expect(french.notFound.title).toBe('Page introuvable');
    expect(french.home.stepsTitle).toBe('Commencez en trois étapes');
    expect(french.footer.copyright).toBe('© 2019-2025 Gamedeck. Tous droits réservés.');
    expect((await loadSiteTexts('es')).notFound.title).toBe('Página no encontrada');
  });

  it('are offered in every language the brand offers: a language with a locale folder can be the starting one', () => {
    const brand = { defaultLanguage: 'es', supportedLanguages: languages };
    for (const lang of languages) expect(startingLanguage(brand, lang)).toBe(lang);
  });

  // French and Spanish share names (Bingo, Club VIP) but no sentence: a longer text of ty equal to the Spanish
  // one (and not to the English) is one that was never translated.
  it('ty speaks French throughout: no sentence of any namespace is left in Spanish', () => {
    const copies: string[] = [];
    for (const file of readdirSync(join(localesDir, 'es'))) {
      const namespace = file.replace(/\.json$/, '');
      const [spanish, english, french] = ['es', 'en', 'ty'].map((lang) => read(lang, namespace));
      for (const [key, text] of Object.entries(french!)) {
        if (text.length > 12 && text === spanish![key] && text !== english![key]) copies.push(key);
      }
    }
    expect(copies).toEqual([]);
  });
});
