import { type ReadonlySignal, signal } from '@preact/signals-core';
import { pageSingleton } from './session/page-singleton';

/**
 * Whether the page's own scripts have run: the document is parsed (every deferred and module script
 * executed, so a partner's `gamedeck.configure({ apiBase })` in a later script tag is in place) and one
 * more task has passed (a configure right after adding an element). Elements make no API call before,
 * so even their first calls go to the configured API.
 */
const state = pageSingleton('pageReady', () => {
  const ready = signal(false);
  const waiting: (() => void)[] = [];
  const settle = () =>
    setTimeout(() => {
      ready.value = true;
      for (const run of waiting.splice(0)) run();
    }, 0);
  if (typeof document === 'undefined') ready.value = true;
  else if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', settle, { once: true });
  else settle();
  return { ready, waiting };
});

export const pageReady: ReadonlySignal<boolean> = state.ready;

/** Runs `task` once the page's scripts have run (at once when they have). */
export function whenPageReady(task: () => void): void {
  if (state.ready.peek()) task();
  else state.waiting.push(task);
}
