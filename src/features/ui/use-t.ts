import { useSignals } from '@preact/signals-react/runtime';
import { useContext, useEffect } from 'react';
import {
  language,
  languageNames,
  loadTexts,
  type TextNamespace,
  type TextsState,
  t,
  textsState,
  translationsVersion,
} from '../../core';
import { HostContext } from './host-context';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The language an element renders in: its own `lang` attribute when we have that locale, else the site's. */
export function effectiveLanguage(langOverride: string | null | undefined): string {
  return langOverride && Object.hasOwn(languageNames, langOverride) ? langOverride : language.value;
}

/**
 * The translator for the element being rendered: follows the site language signal (so a
 * language switch re-renders every element at once) unless the element has its own `lang`.
 * The texts come from the namespaces the element (or the lazily loaded part) loaded.
 */
export function useT(): Translate {
  useSignals();
  const info = useContext(HostContext);
  const lng = effectiveLanguage(info?.langOverride);
  // Subscribes to late-arriving locale files, so text re-renders when they land.
  void translationsVersion.value;
  return (key, params) => t(key, { ...params, lng });
}

/** The language the element renders in. */
export function useLanguage(): string {
  useSignals();
  const info = useContext(HostContext);
  return effectiveLanguage(info?.langOverride);
}

/**
 * Loads `namespaces` in the element's language (again when the language changes, or when `attempt`
 * grows after a failure) and tells where they stand.
 */
export function useTexts(namespaces: readonly TextNamespace[], attempt = 0): TextsState {
  const lng = useLanguage();
  const wanted = namespaces.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `wanted` stands for the list; `attempt` retries
  useEffect(() => {
    loadTexts(lng, namespaces).catch(() => undefined);
  }, [lng, wanted, attempt]);
  return textsState(lng, namespaces);
}
