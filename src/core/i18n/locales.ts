/**
 * The site's texts: one file per language and namespace (`locales/<lang>/<namespace>.json`), each its
 * own chunk, so an element fetches only the namespaces its code uses, in the one language it renders
 * in. Adding a language is adding its folder here and a name below; adding a namespace is adding its
 * file in every language and its name to `textNamespaces`.
 */
export type Translations = Record<string, string>;

/**
 * The namespaces, by what is shown together: `common` (network and session errors and the shared building
 * blocks) goes with every element; `errors` (every other error and validation text) loads when one is first
 * shown (see `t`); the others with the element or the lazily loaded part that uses
 * them. `footer`, `offline` (the site's offline page), `play` (the game pages), `settlement` and `site` (the demo
 * site's own pages) are read by the demo site and the server only.
 */
export const textNamespaces = [
  'common',
  'errors',
  'auth',
  'login',
  'header',
  'status',
  'lobby',
  'games',
  'home',
  'nav',
  'sports',
  'lottery',
  'member-centre',
  'responsible',
  'funds',
  'records',
  'contracts',
  'agent-centre',
  'notices',
  'help',
  'feedback',
  'service',
  'points',
  'vip',
  'promotions',
  'tournaments',
  'tournament-page',
  'lucky-wheel',
  'lucky-wheel-check',
  'jackpots',
  'jackpot-check',
  'download',
  'join',
  'footer',
  'offline',
  'play',
  'settlement',
  'site',
] as const;

export type TextNamespace = (typeof textNamespaces)[number];

type Loader = () => Promise<{ default: Translations }>;

// One lazy chunk per file; the build's manifest names them `locales/<lang>/<namespace>.json`. Every element
// carries this table, so it holds only what every element may show: `common` and `errors`. The module that
// names other namespaces (an element's `texts`, a lazy part's, a centre page's) adds their loaders itself
// (`addTextLoaders`), so each element carries the loaders of the texts it reads and no others.
const files = import.meta.glob<{ default: Translations }>('./*/{common,errors}.json', {
  base: '../../../locales',
});
const addedFiles: Record<string, Loader> = {};

/**
 * Adds the loaders of the namespaces a module reads: its own `import.meta.glob` of the files
 * with `base` the locales folder, so the keys are `./<lang>/<namespace>.json`. tests/unit/text-loaders.test.ts
 * checks that every module naming a namespace adds its loaders.
 */
export function addTextLoaders(loaders: Record<string, () => Promise<unknown>>): void {
  Object.assign(addedFiles, loaders);
}

/** The loader of one namespace in one language, or undefined when there is no such file (or no module added it). */
export function textsLoader(lang: string, namespace: string): Loader | undefined {
  const key = `./${lang}/${namespace}.json`;
  return files[key] ?? addedFiles[key];
}

/** Names shown by the language picker, each in its own language. */
export const languageNames: Readonly<Record<string, string>> = Object.freeze({
  es: 'Español',
  en: 'English',
  pt: 'Português',
  ty: 'Reo Tahiti',
});

export function hasLocale(lang: string): boolean {
  return Object.hasOwn(languageNames, lang) && textsLoader(lang, 'common') !== undefined;
}
