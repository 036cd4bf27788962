import { useEffect } from 'react';
import { errors } from '../../core/contract';
import { emit } from './events';
import { useHost } from './host-context';
import { type Load, useLoaded } from './use-loaded';

/**
 * `useLoaded` for code the page cannot draw a failure in place of (a dialog, the global overlays): code that
 * did not arrive is told to the page as gd-error (a network failure), `onFailure` runs, once per failure, and
 * the caller draws nothing meanwhile (null, as while it loads).
 */
export function useReportedLoad<T>(
  load: Load<T> | null,
  attempt = 0,
  onFailure?: () => void,
): { value: T } | null {
  const { host } = useHost();
  const code = useLoaded(load, attempt);
  const failed = code !== null && 'failure' in code;
  // Once per failure: `onFailure` is the one of the render that saw it (a caller's inline function is new at
  // every render and would tell the same failure again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: onFailure runs when `failed` turns true, not when it changes
  useEffect(() => {
    if (!failed) return;
    emit(host, 'gd-error', { code: errors.NETWORK.code });
    onFailure?.();
  }, [failed, host]);
  return failed ? null : code;
}
