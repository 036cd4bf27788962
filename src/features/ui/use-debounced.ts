import { useEffect, useState } from 'react';

/** `value`, settled: changes only once it has stayed the same for `delayMs` (typing into a search box). */
export function useDebounced<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
