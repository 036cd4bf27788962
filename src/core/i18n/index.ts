import { effect, type Signal, signal } from '@preact/signals-core';
import { createInstance, type i18n as I18n } from 'i18next';
import { pageSingleton } from '../session/page-singleton';
import { localeLoaders } from './locales';
import { pageLanguage, rememberChoice } from './page-language';
import { storeLanguage } from './storage';

export { languageNames } from './locales';
export { elementLanguage, rememberChoice } from './page-language';

/** The stored choice, else the page's `lang`, else the brand default (spec §9; see page-language.ts). */
export function initialLanguage(): string {
  return pageLanguage();
}

interface I18nState {
  instance: I18n;
  language: Signal<string>;
  translationsVersion: Signal<number>;
  loading: Map<string, Promise<void>>;
  ready: Promise<void> | null;
  /** The visitor picked a language on this page; brand changes no longer move it. */
  chosen: boolean;
}

const state = pageSingleton<I18nState>('i18n', () => {
  // Our own instance, so a host page's i18next is never touched.
  const instance = createInstance();
  void instance.init({
    lng: initialLanguage(),
    fallbackLng: false,
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A widget must not write its library's advertising into the partner page's console.
    showSupportNotice: false,
  });
  return {
    instance,
    language: signal(instance.language),
    translationsVersion: signal(0),
    loading: new Map(),
    ready: null,
    chosen: false,
  };
});

/** The site language; every element follows it. */
export const language: Signal<string> = state.language;
/** Bumps whenever a locale file arrives, so what was rendered before it re-renders. */
export const translationsVersion: Signal<number> = state.translationsVersion;

/** Languages whose file could not be loaded: elements then show what they have rather than nothing. */
const failedLocales = new Set<string>();

/**
 * Whether an element in `lang` can render its texts: the file arrived, or loading it failed (then
 * it falls back to the keys' defaults instead of staying blank). Reads the version signal.
 */
export function localeSettled(lang: string): boolean {
  void state.translationsVersion.value;
  return state.instance.hasResourceBundle(lang, 'translation') || failedLocales.has(lang);
}

/** Loads a language's texts without switching to it (for an element with its own `lang`). */
export function loadLocale(lang: string): Promise<void> {
  const loader = localeLoaders[lang];
  if (!loader) return Promise.reject(new Error(`No locale file for language "${lang}"`));
  let pending = state.loading.get(lang);
  if (!pending) {
    pending = loader().then((module) => {
      state.instance.addResourceBundle(lang, 'translation', module.default, true, true);
      state.translationsVersion.value += 1;
    });
    pending.catch(() => {
      state.loading.delete(lang);
      failedLocales.add(lang);
      state.translationsVersion.value += 1;
    });
    state.loading.set(lang, pending);
  }
  return pending;
}

/**
 * The text of `key` in the current language. Reads the language and version signals,
 * so a component that renders `t(...)` under `useSignals()` re-renders on a change.
 * `params.lng` renders one element in its own language (load it with `loadLocale`).
 */
export function t(key: string, params?: Record<string, unknown>): string {
  const lang = state.language.value;
  void state.translationsVersion.value;
  return state.instance.t(key, { lng: lang, ...params });
}

/** Whether the current language has a text for `key`. */
export function hasText(key: string): boolean {
  void state.translationsVersion.value;
  return state.instance.exists(key, { lng: state.language.value });
}

async function switchTo(lang: string): Promise<void> {
  await loadLocale(lang);
  await state.instance.changeLanguage(lang);
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

/** Loads the starting language; safe to call from every element (runs once per page). */
export function initI18n(): Promise<void> {
  state.ready ??= loadLocale(state.language.value).catch((error: unknown) => {
    state.ready = null;
    throw error;
  });
  return state.ready;
}
