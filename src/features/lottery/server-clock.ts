import { useEffect, useState } from 'react';

/**
 * The server's time on this device: `offsetMs` (server minus device, taken from the last menu
 * answer) added to the device clock, ticking every second, so countdowns follow the server's
 * clock even when the device's is wrong (or a test has moved the server's).
 */
export function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now + offsetMs;
}

/** "2d 03:04:05", "03:04:05" or "04:05": the time left, never below zero. */
export function formatLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock =
    hours > 0 || days > 0
      ? `${two(hours)}:${two(minutes)}:${two(seconds)}`
      : `${two(minutes)}:${two(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
