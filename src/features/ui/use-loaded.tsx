import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

/** Code that is fetched when first needed: a function of no arguments giving what the module offers. */
export type Load<T> = () => Promise<T>;

/** What each load gave once it arrived, for every later caller at once (no flash of nothing). */
const arrived = new WeakMap<Load<unknown>, { value: unknown }>();

/** Loads on their way (or arrived): one request per load however many callers render; a failed one is dropped. */
const requested = new WeakMap<Load<unknown>, Promise<unknown>>();

function request<T>(load: Load<T>): Promise<T> {
  let promise = requested.get(load) as Promise<T> | undefined;
  if (!promise) {
    promise = load().then((value) => {
      arrived.set(load, { value });
      return value;
    });
    // Asked again by the next attempt; until then the caller holds the failure.
    promise.catch(() => requested.delete(load));
    requested.set(load, promise);
  }
  return promise;
}

/** Starts fetching `load` ahead of its first render (a failure is told when it renders). */
export function preload(load: Load<unknown>): void {
  request(load).catch(() => undefined);
}

/** What `load` gave, when it has arrived on this page before. */
export function arrivedValue<T>(load: Load<T>): { value: T } | undefined {
  return arrived.get(load) as { value: T } | undefined;
}

export type Loading<T> = { value: T } | { failure: unknown } | null;

/**
 * Where a piece of code loaded on first need stands: null while it is not asked for (`load` null) or on its
 * way, `{ value }` once it is here, `{ failure }` when it did not arrive. A failure is kept until `load`
 * changes (null, another function) or `attempt` does, which asks again. The caller decides what a failure
 * shows; React's `lazy` with Suspense would need the React compatibility layer in the lite bundles.
 */
export function useLoaded<T>(load: Load<T> | null, attempt = 0): Loading<T> {
  const [failed, setFailed] = useState<{ load: Load<T>; attempt: number; failure: unknown } | null>(null);
  const [, arrivedNow] = useState(0);
  const known = load ? arrivedValue(load) : undefined;
  const pending = load !== null && known === undefined;
  const failure = failed && failed.load === load && failed.attempt === attempt ? failed : null;

  // Requested during the render, not after the paint: the code travels with the texts and data it needs.
  if (pending && !failure) void request(load);

  // A load no longer asked for forgets its failure: asked for again, it is requested again.
  useEffect(() => {
    if (load === null) setFailed(null);
  }, [load]);

  useEffect(() => {
    if (!pending || failure) return;
    let active = true;
    request(load).then(
      () => {
        if (active) arrivedNow((n) => n + 1);
      },
      (reason: unknown) => {
        if (active) setFailed({ load, attempt, failure: reason });
      },
    );
    return () => {
      active = false;
    };
  }, [load, attempt, pending, failure]);

  if (known) return known;
  return failure ? { failure: failure.failure } : null;
}

/**
 * A component loaded on first need (`useLoaded`), drawn with `props`: `fallback` while it is on its way, and a
 * load that failed thrown where it would have been drawn, for the nearest error boundary to report and replace.
 */
export function Loaded<P extends object>({
  code,
  props,
  fallback = null,
}: {
  code: Loading<ComponentType<P>>;
  props: P;
  fallback?: ReactNode;
}): ReactNode {
  if (code === null) return fallback;
  if ('failure' in code) throw code.failure;
  const Code = code.value;
  return <Code {...props} />;
}
