/**
 * One core per page. Two bundles (say, a header widget and a register widget from
 * different builds) may each carry their own copy of this code and of signals-core;
 * the first copy to load creates each part's state and every later copy reuses the
 * very same objects from the global, so they share one session, one language, one
 * brand config.
 *
 * Calls whose part is kept in a constant are marked pure: a bundle whose code never reads that
 * constant leaves the module out (a page singleton nobody reads has no effect).
 */
type Parts = Record<string, unknown>;

declare global {
  var __gamedeckCore: Parts | undefined;
}

export function pageSingleton<T>(part: string, create: () => T): T {
  globalThis.__gamedeckCore ??= {};
  const parts = globalThis.__gamedeckCore;
  if (!(part in parts)) parts[part] = create();
  return parts[part] as T;
}
