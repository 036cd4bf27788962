import { effect, type Signal, signal } from '@preact/signals-core';
import { pageSingleton } from '../session/page-singleton';
import { hasLocale, type TextNamespace, textsLoader } from './locales';
import { pageLanguage, rememberChoice } from './page-language';
import { storeLanguage } from './storage';
import { addTexts, formatText, hasKey, type LoadedTexts } from './text-store';

export { languageNames, type TextNamespace, textNamespaces } from './locales';
export { elementLanguage, rememberChoice } from './page-language';

/** The stored choice, else the page's `lang`, else the brand default (spec §9; see page-language.ts). */
export function initialLanguage(): string {
  return pageLanguage();
}

interface I18nState {
  texts: LoadedTexts;
  /** Files (`<lang>/<namespace>`) whose texts arrived. */
  loaded: Set<string>;
  language: Signal<string>;
  translationsVersion: Signal<number>;
  /** Pending or done loads by `<lang>/<namespace>`. */
  loading: Map<string, Promise<void>>;
  /** Namespaces elements following the site language asked for: a language switch loads these first. */
  inUse: Set<TextNamespace>;
  /** The visitor picked a language on this page; brand changes no longer move it. */
  chosen: boolean;
}

const state = pageSingleton<I18nState>('i18n.texts', () => ({
  texts: new Map(),
  loaded: new Set(),
  language: signal(initialLanguage()),
  translationsVersion: signal(0),
  loading: new Map(),
  inUse: new Set(['common']),
  chosen: false,
}));

/** The site language; every element follows it. */
export const language: Signal<string> = state.language;
/** Bumps whenever a locale file arrives, so what was rendered before it re-renders. */
export const translationsVersion: Signal<number> = state.translationsVersion;

/** Files (`<lang>/<namespace>`) that could not be loaded: elements then show what they have rather than nothing. */
const failedFiles = new Set<string>();

const fileId = (lang: string, namespace: string) => `${lang}/${namespace}`;

export type TextsState = 'loading' | 'ready' | 'failed';

/** Where the texts of `namespaces` in `lang` stand: all here, one failed to load, or on the way. Reads the version signal. */
export function textsState(lang: string, namespaces: readonly TextNamespace[]): TextsState {
  void state.translationsVersion.value;
  let result: TextsState = 'ready';
  for (const namespace of namespaces) {
    if (state.loaded.has(fileId(lang, namespace))) continue;
    if (!failedFiles.has(fileId(lang, namespace))) return 'loading';
    result = 'failed';
  }
  return result;
}

/**
 * Whether an element in `lang` can render texts of `namespaces`: each file arrived, or loading it
 * failed (then it falls back to the keys instead of staying blank). Reads the version signal.
 */
export function textsSettled(lang: string, namespaces: readonly TextNamespace[]): boolean {
  return textsState(lang, namespaces) !== 'loading';
}

function loadFile(lang: string, namespace: TextNamespace): Promise<void> {
  const id = fileId(lang, namespace);
  let pending = state.loading.get(id);
  if (pending) return pending;
  const loader = textsLoader(lang, namespace);
  if (!loader) return Promise.reject(new Error(`No texts "${namespace}" for language "${lang}"`));
  pending = loader().then((module) => {
    failedFiles.delete(id);
    addTexts(state.texts, lang, module.default);
    state.loaded.add(id);
    state.translationsVersion.value += 1;
  });
  pending.catch(() => {
    // The next request tries again.
    state.loading.delete(id);
    failedFiles.add(id);
    state.translationsVersion.value += 1;
  });
  state.loading.set(id, pending);
  return pending;
}

/**
 * Loads the texts of `namespaces` in `lang` (each file once per page) and, when `lang` is the site
 * language, remembers them, so a language switch brings them in the new language before it happens.
 */
export function loadTexts(lang: string, namespaces: readonly TextNamespace[]): Promise<void> {
  if (lang === state.language.peek()) for (const namespace of namespaces) state.inUse.add(namespace);
  return Promise.all(namespaces.map((namespace) => loadFile(lang, namespace))).then(() => undefined);
}

/**
 * The error texts (`errors`) in every language an element on the page renders in: the site language and
 * each language whose `common` is here (an element with its own `lang` loads its own). A failed call waits
 * for them, so whoever keeps a failure's translated text keeps words, in its element's language.
 */
export function loadErrorTexts(): Promise<void> {
  const languages = new Set([state.language.peek()]);
  for (const id of state.loaded) if (id.endsWith('/common')) languages.add(id.slice(0, -'/common'.length));
  return Promise.all([...languages].map((lang) => loadFile(lang, 'errors'))).then(() => undefined);
}

/**
 * The text of `key` in the current language. Reads the language and version signals,
 * so a component that renders `t(...)` under `useSignals()` re-renders on a change.
 * `params.lng` renders one element in its own language (load its texts with `loadTexts`).
 */
export function t(key: string, params?: Record<string, unknown>): string {
  const siteLanguage = state.language.value;
  void state.translationsVersion.value;
  const lang = typeof params?.lng === 'string' ? params.lng : siteLanguage;
  // An error's text on its way: nothing rather than its key, for the moment the file takes.
  if (awaitingErrorText(lang, key)) return '';
  return formatText(state.texts, lang, key, params);
}

/** Whether the current language has a text for `key` (an error's text counts once its file is here). */
export function hasText(key: string): boolean {
  void state.translationsVersion.value;
  const lang = state.language.value;
  awaitingErrorText(lang, key);
  return hasKey(state.texts, lang, key);
}

/**
 * Error and validation texts (`err_…`, `val_…`) live in the `errors` namespace, fetched the first time one
 * is shown (after a failed call or a refused field: the user's first action), so no element's first screen
 * carries the catalogue. `common` keeps those a first screen can meet: a network or session failure, a page
 * that did not load. True while the file of `lang` is on its way (it is asked for here).
 */
function awaitingErrorText(lang: string, key: string): boolean {
  if (!onDemandError.test(key) || hasKey(state.texts, lang, key)) return false;
  if (state.loaded.has(fileId(lang, 'errors')) || failedFiles.has(fileId(lang, 'errors'))) return false;
  if (!hasLocale(lang)) return false;
  loadFile(lang, 'errors').catch(() => undefined);
  return true;
}

const onDemandError = /^(err|val)_/;

async function switchTo(lang: string): Promise<void> {
  if (!hasLocale(lang)) throw new Error(`No texts for language "${lang}"`);
  await loadTexts(lang, [...state.inUse]);
  state.language.value = lang;
}

/** Switches the whole page to `lang` once its file is loaded, and remembers the choice. */
export async function setLanguage(lang: string): Promise<void> {
  state.chosen = true;
  const previous = state.language.peek();
  await switchTo(lang);
  rememberChoice(lang);
  storeLanguage(lang, previous);
}

// A brand configured after the core loaded (a different default or supported list)
// moves the starting language, unless the visitor already picked one.
pageSingleton('i18n.followBrand', () =>
  effect(() => {
    const wanted = initialLanguage();
    if (!state.chosen && wanted !== state.language.peek()) void switchTo(wanted).catch(() => undefined);
  }),
);

/** Loads the common texts of the site language (elements load theirs through `loadTexts`). */
export function initI18n(): Promise<void> {
  return loadTexts(state.language.peek(), ['common']);
}
