import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { state: 'loading'; value: null; failure: null }
  | { state: 'ready'; value: T; failure: null }
  | { state: 'failed'; value: null; failure: unknown };

/** Loads `load()` on mount; `reload` loads again, `set` replaces the value with a fresher answer. */
export function useResource<T>(load: () => Promise<T>) {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading', value: null, failure: null });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is read once per round on purpose
  useEffect(() => {
    let active = true;
    setResource({ state: 'loading', value: null, failure: null });
    load().then(
      (value) => active && setResource({ state: 'ready', value, failure: null }),
      (failure: unknown) => active && setResource({ state: 'failed', value: null, failure }),
    );
    return () => {
      active = false;
    };
  }, [round]);

  return {
    resource,
    reload: useCallback(() => setRound((n) => n + 1), []),
    set: useCallback((value: T) => setResource({ state: 'ready', value, failure: null }), []),
  };
}
