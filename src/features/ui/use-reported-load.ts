import { useEffect, useRef } from 'react';
import { errors } from '../../core/contract';
import { emit } from './events';
import { useHost } from './host-context';
import { type Load, type Loading, useLoaded } from './use-loaded';

/**
 * `useLoaded` for code the page cannot draw a failure in place of (a dialog, the global overlays): code that
 * did not arrive is told to the page as gd-error (a network failure), and `onFailure` runs, once per failure.
 */
export function useReportedLoad<T>(load: Load<T> | null, attempt = 0, onFailure?: () => void): Loading<T> {
  const { host } = useHost();
  const code = useLoaded(load, attempt);
  const failed = code !== null && 'failure' in code;
  // The latest one, so a caller's inline function does not tell the same failure again at each render.
  const failureHandler = useRef(onFailure);
  failureHandler.current = onFailure;
  useEffect(() => {
    if (!failed) return;
    emit(host, 'gd-error', { code: errors.NETWORK.code });
    failureHandler.current?.();
  }, [failed, host]);
  return code;
}
