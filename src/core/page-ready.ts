import { type ReadonlySignal, signal } from '@preact/signals-core';
import { pageSingleton } from './session/page-singleton';

/**
 * Whether the page's own scripts have run: the document is parsed (every deferred and module script
 * executed, so a partner's `gamedeck.configure({ apiBase })` in a later script tag is in place) and one
 * more task has passed (a configure right after adding an element). Elements make no API call before,
 * so even their first calls go to the configured API.
 */
/**
 * Whether DOMContentLoaded has fired: it comes after every deferred and module script ran. The document is
 * already "interactive" while those scripts run, so readyState alone cannot tell; navigation timing can.
 */
function scriptsHaveRun(): boolean {
  if (document.readyState === 'complete') return true;
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return ((navigation as PerformanceNavigationTiming | undefined)?.domContentLoadedEventStart ?? 0) > 0;
}

const state = pageSingleton('pageReady', () => {
  const ready = signal(false);
  const waiting: (() => void)[] = [];
  let settling = false;
  const settle = () => {
    if (settling) return;
    settling = true;
    setTimeout(() => {
      ready.value = true;
      for (const run of waiting.splice(0)) run();
    }, 0);
  };
  if (typeof document === 'undefined') ready.value = true;
  else if (scriptsHaveRun()) settle();
  else {
    document.addEventListener('DOMContentLoaded', settle, { once: true });
    // Without navigation timing a late script cannot tell whether it missed DOMContentLoaded.
    window.addEventListener('load', settle, { once: true });
  }
  return { ready, waiting };
});

export const pageReady: ReadonlySignal<boolean> = state.ready;

/** Runs `task` once the page's scripts have run (at once when they have). */
export function whenPageReady(task: () => void): void {
  if (state.ready.peek()) task();
  else state.waiting.push(task);
}
