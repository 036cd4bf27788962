import { useEffect, useState } from 'react';
import type { CentrePage } from './centre-page';

export interface MenuExtras {
  /** Pages whose `available` hook has not answered true (yet). */
  hidden: ReadonlySet<string>;
  badges: ReadonlyMap<string, number>;
}

/**
 * Runs the pages' optional `available` and `badge` hooks, again whenever `round` changes
 * (the member moved to another page, where an action may have changed a count).
 */
export function useMenuExtras(pages: readonly CentrePage[], round: unknown): MenuExtras {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(pages.filter((page) => page.available).map((page) => page.key)),
  );
  const [badges, setBadges] = useState<ReadonlyMap<string, number>>(() => new Map());

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks the hooks again on purpose
  useEffect(() => {
    let active = true;
    for (const page of pages) {
      page.available?.().then(
        (shown) =>
          active &&
          setHidden((current) => {
            if (current.has(page.key) !== shown) return current;
            const next = new Set(current);
            if (shown) next.delete(page.key);
            else next.add(page.key);
            return next;
          }),
        () => undefined,
      );
      page.badge?.().then(
        (count) => active && setBadges((current) => new Map(current).set(page.key, count)),
        () => undefined,
      );
    }
    return () => {
      active = false;
    };
  }, [pages, round]);

  return { hidden, badges };
}
