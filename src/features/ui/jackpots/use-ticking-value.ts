import { useEffect, useRef, useState } from 'react';

const TICK_MS = 700;

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The amount to show for a value that moves: it counts up (or down) to each new value over a moment, or jumps
 * at once when the reader asked for reduced motion. Whole minor units all the way.
 */
export function useTickingValue(target: number): number {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    const start = from.current;
    if (start === target) return;
    if (reducedMotion()) {
      from.current = target;
      setShown(target);
      return;
    }
    let frame = 0;
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / TICK_MS);
      const value = Math.round(start + (target - start) * progress);
      from.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}
