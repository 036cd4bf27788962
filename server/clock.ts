/** The server's source of time, injectable so expiry rules can be tested without waiting. */
export interface Clock {
  now(): number;
}

/** A clock that can be moved forward (tests, and a development server's /dev/clock). */
export interface AdvanceableClock extends Clock {
  advance(ms: number): void;
}

export const systemClock: Clock = { now: () => Date.now() };

export function isAdvanceable(clock: Clock): clock is AdvanceableClock {
  return typeof (clock as Partial<AdvanceableClock>).advance === 'function';
}

/** A clock that only moves when told to (tests). */
export class ManualClock implements AdvanceableClock {
  constructor(private current = Date.parse('2025-01-15T08:00:00Z')) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

/**
 * Real time plus a forward offset: a development server runs on it so timed rules (forced
 * receipts, expiries) can be reached in a running server without waiting. Production uses
 * systemClock, which cannot be moved.
 */
export class OffsetClock implements AdvanceableClock {
  private offsetMs = 0;
  now(): number {
    return Date.now() + this.offsetMs;
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
