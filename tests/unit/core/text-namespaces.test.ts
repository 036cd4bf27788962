import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textNamespaces } from '../../../src/core/i18n';
import { elementTexts, TextUsage } from './text-usage';

/**
 * Every text an element or a lazily loaded part can render is in a namespace it loads: the element's
 * first screen in `common` plus its `defineElement(…, { texts })`, a lazy part's in `common` plus the
 * `texts` declared with its import. So no raw key ever shows, and nothing else is fetched. The `errors`
 * namespace is the text store's own business: it fetches it the first time one of its texts is shown.
 */
const root = join(import.meta.dirname, '../../..');
const localesDir = join(root, 'locales');
const read = (lang: string, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(join(localesDir, lang, `${namespace}.json`), 'utf8'));

const namespaceOf = new Map<string, string>();
for (const namespace of textNamespaces) {
  for (const key of Object.keys(read('en', namespace))) namespaceOf.set(key, namespace);
}
const usage = new TextUsage(namespaceOf.keys());
const elementsDir = join(root, 'src/elements');
const elementFiles = readdirSync(elementsDir)
  .filter((name) => /^gd-[a-z-]+\.ts$/.test(name))
  .map((name) => join(elementsDir, name));
const shown = (file: string) => relative(root, file);

/**
 * The namespaces whose loaders `file` adds (`addTextLoaders(import.meta.glob('./*' + '/{a,b}.json', { base }))`,
 * `base` being the locales folder). Every element carries only the loaders of common and errors; whoever names
 * another namespace adds its loaders, or the text store could not fetch it.
 */
function loadersAdded(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const calls = source.matchAll(
    /addTextLoaders\(\s*import\.meta\.glob\('\.\/\*\/(\{[^}]+\}|[^{}.']+)\.json',\s*\{\s*base:\s*'([^']+)'/g,
  );
  return [...calls]
    .filter((call) => resolve(dirname(file), call[2] ?? '') === localesDir)
    .flatMap((call) => (call[1] ?? '').replace(/[{}]/g, '').split(','));
}
const sharedNamespaces = ['common', 'errors'];
const withoutLoader = (file: string, texts: readonly string[]) =>
  texts.filter((name) => !sharedNamespaces.includes(name) && !loadersAdded(file).includes(name));

/** Keys of `entry`'s code whose namespace is not among `loaded`, as "key (namespace)". */
function missing(entry: string, loaded: readonly string[]): string[] {
  return [...usage.keysOf(entry)]
    .filter((key) => ![...loaded, 'errors'].includes(namespaceOf.get(key) as string))
    .map((key) => `${key} (${namespaceOf.get(key)})`)
    .sort();
}

describe('text namespaces', () => {
  it('every element is checked', () => {
    expect(elementFiles.length).toBeGreaterThanOrEqual(16);
  });

  for (const file of elementFiles) {
    it(`${shown(file)}: the first screen's texts are in common and the namespaces it declares`, () => {
      const texts = elementTexts(file);
      for (const name of texts) expect(textNamespaces, name).toContain(name);
      expect(missing(file, ['common', ...texts])).toEqual([]);
    });

    it(`${shown(file)}: each lazily loaded part declares the namespaces its texts are in`, () => {
      const problems = usage
        .lazyParts(file)
        .map((part) => ({ part, keys: missing(part.target, ['common', ...part.texts]) }))
        .filter(({ keys }) => keys.length > 0)
        .map(({ part, keys }) => `${shown(part.from)} -> ${shown(part.target)}: ${keys.join(', ')}`);
      expect(problems).toEqual([]);
    });
  }

  it('whoever names a namespace adds its loaders: the element for its texts, the module of a lazy part for its', () => {
    const problems: string[] = [];
    for (const file of elementFiles) {
      for (const name of withoutLoader(file, elementTexts(file))) problems.push(`${shown(file)}: ${name}`);
      for (const part of usage.lazyParts(file)) {
        for (const name of withoutLoader(part.from, part.texts))
          problems.push(`${shown(part.from)}: ${name}`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('an element declares only namespaces its first screen uses', () => {
    for (const file of elementFiles) {
      const used = new Set([...usage.keysOf(file)].map((key) => namespaceOf.get(key)));
      for (const name of elementTexts(file)) expect(used.has(name), `${shown(file)} ${name}`).toBe(true);
    }
  });
});
