import { useEffect, useRef } from 'react';

/**
 * Calls `tick` every `everyMs` while `active`, one call at a time (the next waits for the
 * previous answer); a failed tick is retried on the next round.
 */
export function usePoll(active: boolean, everyMs: number, tick: () => Promise<void>): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const round = () => {
      timer = setTimeout(async () => {
        try {
          await latest.current();
        } catch {
          // Polling goes on; the next round asks again.
        }
        if (!stopped) round();
      }, everyMs);
    };
    round();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, everyMs]);
}

/** How often an open order or withdrawal is read again. Tests shorten it. */
export const polling = { everyMs: 3000 };
