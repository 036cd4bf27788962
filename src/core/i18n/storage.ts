/** localStorage keys of spec §3: the chosen language and the one before it. */
export const languageStorageKeys = { current: 'lang', previous: 'hisLang' } as const;

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage access throws in sandboxed iframes and with cookies blocked.
    return null;
  }
}

export function storedLanguage(): string | null {
  return local()?.getItem(languageStorageKeys.current) ?? null;
}

export function storeLanguage(lang: string, previous: string): void {
  const storage = local();
  if (!storage) return;
  storage.setItem(languageStorageKeys.current, lang);
  if (previous !== lang) storage.setItem(languageStorageKeys.previous, previous);
}
