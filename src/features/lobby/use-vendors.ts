import { useEffect, useState } from 'react';
import { call } from '../../core';
import * as games from '../../core/contract/games';

export type VendorsLoad =
  | { state: 'loading' }
  | { state: 'failed'; failure: unknown }
  | { state: 'ready'; categories: games.GameMenuCategory[] };

/** The navigation menus (categories and their vendor cards) in `language`; `reload` asks again. */
export function useGameMenus(language: string): VendorsLoad & { reload: () => void } {
  const [load, setLoad] = useState<VendorsLoad>({ state: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (round) loads again
  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    call(games.gameMenus, { language }, { signal: controller.signal }).then(
      (answer) => setLoad({ state: 'ready', categories: answer.categories }),
      (failure: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', failure });
      },
    );
    return () => controller.abort();
  }, [language, round]);
  return { ...load, reload: () => setRound((n) => n + 1) };
}
