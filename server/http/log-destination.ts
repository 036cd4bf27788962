import { openSync } from 'node:fs';
import pino from 'pino';

/** Where the server's logger writes lines: pino's own destinations and the development log alike. */
export interface LogDestination {
  write(line: string): void;
  /** Writes out whatever is still buffered before returning. */
  flushSync?(): void;
}

/**
 * Standard output (or the file `dest`) written asynchronously: lines gather in a buffer and leave in writes of
 * at least `minLength` bytes (under 16 KB) and at least every `flushEveryMs` (0: only when full), so a request
 * never waits for the terminal or the log collector. pino flushes it when the process exits; the server
 * flushes it when it closes.
 */
export function asyncLog({
  dest = 1,
  minLength,
  flushEveryMs = 1000,
}: {
  dest?: number | string;
  minLength: number;
  flushEveryMs?: number;
}): LogDestination {
  // A file is opened here, not in the background, so the destination can be flushed from the start.
  const fd = typeof dest === 'string' ? openSync(dest, 'a') : dest;
  return pino.destination({ dest: fd, sync: false, minLength, periodicFlush: flushEveryMs });
}

/** Writes out what a destination still buffers (a no-op for one that buffers nothing). */
export function flushLog(destination: LogDestination): void {
  try {
    destination.flushSync?.();
  } catch {
    // A log that can no longer be written (its reader gone, the stream ended) must not fail closing the server.
  }
}
