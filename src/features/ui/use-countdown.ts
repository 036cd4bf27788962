import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (device time, ms), ticking once a second; 0 once it has passed or without one. */
export function useSecondsUntil(deadline: number | null): number {
  const [, tick] = useState(0);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      tick((n) => n + 1);
      if (Date.now() >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** Seconds left until a deadline, ticking once a second; `start(seconds)` sets a new deadline. */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void; reset: () => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const secondsLeft = useSecondsUntil(deadline);
  const start = useCallback((seconds: number) => {
    setDeadline(seconds > 0 ? Date.now() + seconds * 1000 : null);
  }, []);
  const reset = useCallback(() => setDeadline(null), []);
  return { secondsLeft, start, reset };
}
