import { useCallback, useEffect, useRef } from 'react';

/** The header dropdowns close 200 ms after focus leaves them (spec: login dropdown blur delay). */
export const dropdownBlurDelayMs = 200;

export function useDelayedClose(close: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  return {
    onBlur: () => {
      cancel();
      timer.current = setTimeout(close, dropdownBlurDelayMs);
    },
    onFocus: cancel,
  };
}
