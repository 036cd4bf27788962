import type { Redis } from 'ioredis';
import type { Clock } from '../clock';

export interface RateDecision {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

/** Fixed-window counters shared by every limit (SMS, captcha draws). */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /** The hits counted so far in the key's current window, counting none (0 when it has none). */
  peek(key: string): Promise<{ count: number; retryAfterMs: number }>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 100_000) this.sweep(now);
    }
    window.count += 1;
    return { allowed: window.count <= limit, count: window.count, retryAfterMs: window.resetAt - now };
  }

  async peek(key: string): Promise<{ count: number; retryAfterMs: number }> {
    const now = this.clock.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, retryAfterMs: 0 };
    return { count: window.count, retryAfterMs: window.resetAt - now };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** The same counters in Redis, so several server nodes share them. */
export class RedisRateLimiter implements RateLimiter {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const redisKey = `gd:rate:${key}`;
    const results = await this.redis
      .multi()
      .incr(redisKey)
      .pexpire(redisKey, windowMs, 'NX')
      .pttl(redisKey)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { allowed: count <= limit, count, retryAfterMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<{ count: number; retryAfterMs: number }> {
    const redisKey = `gd:rate:${key}`;
    const results = await this.redis.multi().get(redisKey).pttl(redisKey).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[1]?.[1] ?? 0);
    return { count: Number.isFinite(count) ? count : 0, retryAfterMs: Math.max(ttl, 0) };
  }
}

/** Lets every hit through while limits are switched off (benchmarks, operator config). */
export class SwitchableRateLimiter implements RateLimiter {
  constructor(
    private readonly inner: RateLimiter,
    private readonly enabled: () => boolean,
  ) {}

  hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    if (!this.enabled()) return Promise.resolve({ allowed: true, count: 0, retryAfterMs: 0 });
    return this.inner.hit(key, limit, windowMs);
  }

  peek(key: string): Promise<{ count: number; retryAfterMs: number }> {
    if (!this.enabled()) return Promise.resolve({ count: 0, retryAfterMs: 0 });
    return this.inner.peek(key);
  }
}
