import { useCallback, useEffect, useRef, useState } from 'react';

export type Query<T> =
  | { state: 'idle' | 'loading'; value: null; failure: null }
  | { state: 'ready'; value: T; failure: null }
  | { state: 'failed'; value: null; failure: unknown };

const idle = { state: 'idle', value: null, failure: null } as const;
const loading = { state: 'loading', value: null, failure: null } as const;

/**
 * Loads `load()` on mount and again whenever `key` changes or `reload` is asked; an answer
 * for an older key is dropped. A null key (a filter the server would refuse) loads nothing.
 * `set` replaces the value with a fresher answer (after an action that returned it).
 */
export function useQuery<T>(load: () => Promise<T>, key: string | null = '') {
  const [query, setQuery] = useState<Query<T>>(key === null ? idle : loading);
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks again for the same key
  useEffect(() => {
    if (key === null) {
      setQuery(idle);
      return;
    }
    let active = true;
    setQuery(loading);
    loader.current().then(
      (value) => active && setQuery({ state: 'ready', value, failure: null }),
      (failure: unknown) => active && setQuery({ state: 'failed', value: null, failure }),
    );
    return () => {
      active = false;
    };
  }, [key, round]);

  return {
    query,
    reload: useCallback(() => setRound((n) => n + 1), []),
    set: useCallback((value: T) => setQuery({ state: 'ready', value, failure: null }), []),
  };
}
