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
// carries this table, so it leaves out the namespaces only the demo and the server read, and those one element
// alone reads: that element adds their loaders itself (`addOwnTexts`).
const files = import.meta.glob<{ default: Translations }>(
  [
    './*/*.json',
    '!./*/{footer,offline,play,settlement,site}.json',
    '!./*/{tournaments,tournament-page,lucky-wheel,lucky-wheel-check,jackpots,jackpot-check}.json',
  ],
  { base: '../../../locales' },
);
const ownFiles: Record<string, Loader> = {};

/**
 * Adds the loaders of namespaces one element alone reads: its own `import.meta.glob` of
 * `locales/<lang>/<namespace>.json`, based on the locales folder (keys `./<lang>/<namespace>.json`).
 */
export function addOwnTexts(loaders: Record<string, Loader>): void {
  Object.assign(ownFiles, loaders);
}

/** The loader of one namespace in one language, or undefined when there is no such file (or no element reads it). */
export function textsLoader(lang: string, namespace: string): Loader | undefined {
  const key = `./${lang}/${namespace}.json`;
  return files[key] ?? ownFiles[key];
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
