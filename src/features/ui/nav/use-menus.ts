import { useCallback, useEffect, useState } from 'react';
import type { games } from '../../../core';
import { useLanguage } from '../use-t';
import { loadMenus } from './menus';

export type Menus =
  | { state: 'loading'; retry: () => void }
  | { state: 'failed'; failure: unknown; retry: () => void }
  | { state: 'ready'; categories: games.GameMenuCategory[]; retry: () => void };

/** The game menus in the element's language, loaded again when the language changes. */
export function useMenus(): Menus {
  const language = useLanguage();
  const [round, setRound] = useState(0);
  const [menus, setMenus] = useState<
    | { state: 'loading' }
    | { state: 'failed'; failure: unknown }
    | { state: 'ready'; categories: games.GameMenuCategory[] }
  >({ state: 'loading' });
  const retry = useCallback(() => setRound((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new round of the same load
  useEffect(() => {
    let active = true;
    setMenus({ state: 'loading' });
    loadMenus(language).then(
      (categories) => active && setMenus({ state: 'ready', categories }),
      (failure: unknown) => active && setMenus({ state: 'failed', failure }),
    );
    return () => {
      active = false;
    };
  }, [language, round]);

  return { ...menus, retry };
}
