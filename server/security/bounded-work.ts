import { ApiError } from '../../src/core/contract';

export interface WorkLimits {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs that may wait for a turn; one more is refused at once with SERVER_BUSY. */
  maxWaiting: number;
}

/**
 * A bounded queue for expensive work (password hashing): at most `concurrency` jobs run, at
 * most `maxWaiting` wait in order, and anything beyond is refused immediately with
 * SERVER_BUSY and a Retry-After estimated from how long recent jobs took, rather than
 * queueing for seconds behind everyone else.
 */
export class BoundedWork {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Moving average of a job's duration, for the Retry-After estimate. */
  private averageMs = 100;

  constructor(private limits: WorkLimits) {}

  configure(limits: WorkLimits): void {
    this.limits = limits;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.limits.maxWaiting) {
        const backlogMs = ((this.waiting.length + this.running) * this.averageMs) / this.limits.concurrency;
        throw ApiError.of('SERVER_BUSY', { retryAfterSeconds: Math.max(1, Math.ceil(backlogMs / 1000)) });
      }
      // The finishing job hands its slot straight to the first in line.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    const started = performance.now();
    try {
      return await job();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
