/**
 * Which language an element speaks (spec §9, for pages that embed the elements):
 * 1. the element's own `lang` attribute;
 * 2. else the language the visitor chose (stored);
 * 3. else the nearest `lang` on an ancestor (the partner's `<html lang>`), when the brand supports it;
 * 4. else the brand's default.
 * A change of any `lang` attribute on the page is followed.
 */
import { type ReadonlySignal, signal } from '@preact/signals-core';
import { brandConfig } from '../config';
import { pageSingleton } from '../session/page-singleton';
import { hasLocale } from './locales';
import { storedLanguage } from './storage';

const observed = pageSingleton('i18n.pageLang', () => {
  const changes = signal(0);
  const choice = signal<string | null>(null);
  if (typeof document !== 'undefined' && typeof MutationObserver !== 'undefined') {
    new MutationObserver(() => {
      changes.value += 1;
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }
  return { changes, choice };
});

/** The visitor picked `lang` on this page (null forgets it): it outranks every `lang` around the elements. */
export function rememberChoice(lang: string | null): void {
  observed.choice.value = lang;
}

/** The visitor's choice: made on this page, else stored by an earlier visit. */
function visitorChoice(): string | null {
  return observed.choice.value ?? storedLanguage();
}

/** Bumps whenever a `lang` attribute on the page changes. */
export const pageLangChanges: ReadonlySignal<number> = observed.changes;

/** The brand's language for a lang tag: the tag itself ("pt"), else its primary subtag ("en-GB" -> "en"). */
export function supportedLanguageFor(
  tag: string | null | undefined,
  supported: readonly string[],
): string | null {
  const wanted = tag?.trim().toLowerCase();
  if (!wanted) return null;
  const usable = supported.filter(hasLocale);
  const exact = usable.find((lang) => lang.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split('-')[0];
  return usable.find((lang) => lang.toLowerCase() === primary) ?? null;
}

/** The `lang` of the nearest element from `start` up (crossing shadow roots), or null. */
export function nearestLang(start: Node | null): string | null {
  void observed.changes.value;
  let node: Node | null = start;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang');
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return null;
}

/** The order of the module comment, from the candidates of each step. */
export function chooseLanguage(candidates: {
  own?: string | null;
  stored: string | null;
  ancestor: string | null;
  supported: readonly string[];
  defaultLanguage: string;
}): string {
  const { own, stored, ancestor, supported, defaultLanguage } = candidates;
  if (own && hasLocale(own)) return own;
  if (stored && supported.includes(stored) && hasLocale(stored)) return stored;
  return supportedLanguageFor(ancestor, supported) ?? defaultLanguage;
}

/** The page's starting language: the stored choice, the page's `<html lang>`, the brand default. */
export function pageLanguage(): string {
  const { supportedLanguages, defaultLanguage } = brandConfig.value;
  const root = typeof document === 'undefined' ? null : document.documentElement;
  return chooseLanguage({
    stored: storedLanguage(),
    ancestor: nearestLang(root),
    supported: supportedLanguages,
    defaultLanguage,
  });
}

/**
 * The language of the element `host` (its own `lang` attribute is `own`): an element inside
 * `<div lang="pt">` speaks Portuguese while the visitor has not chosen a language. Reads signals
 * (brand, choice, `lang` changes), so a rendering element follows every change.
 */
export function elementLanguage(host: Element, own: string | null): string {
  const { supportedLanguages, defaultLanguage } = brandConfig.value;
  return chooseLanguage({
    own,
    stored: visitorChoice(),
    ancestor: nearestLang(host.parentNode),
    supported: supportedLanguages,
    defaultLanguage,
  });
}
