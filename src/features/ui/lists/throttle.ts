/**
 * Runs `run` at most once per `waitMs`: the first call runs at once, calls inside the window
 * are folded into one run when it ends, so the last scroll position is always seen.
 */
export function throttle(run: () => void, waitMs: number): { call: () => void; cancel: () => void } {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    lastRun = Date.now();
    run();
  };
  return {
    call: () => {
      const wait = lastRun + waitMs - Date.now();
      if (wait <= 0 && timer === null) fire();
      else timer ??= setTimeout(fire, Math.max(wait, 0));
    },
    cancel: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
