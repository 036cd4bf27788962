import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from '../../../server/security/rate-limiter';

// Several server nodes share limits through Redis; runs when REDIS_URL is set (CI sets it).
const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('redis rate limiter', () => {
  const redis = new Redis(redisUrl ?? '', { lazyConnect: false, maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit());

  it('counts hits per key across limiter instances and expires the window', async () => {
    const key = `test:${randomUUID()}`;
    const nodeA = new RedisRateLimiter(redis);
    const nodeB = new RedisRateLimiter(redis);
    expect((await nodeA.hit(key, 2, 300)).allowed).toBe(true);
    expect((await nodeB.hit(key, 2, 300)).allowed).toBe(true);
    const third = await nodeA.hit(key, 2, 300);
    expect(third.allowed).toBe(false);
    expect(third.count).toBe(3);
    expect(third.retryAfterMs).toBeGreaterThan(0);
    expect(third.retryAfterMs).toBeLessThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await nodeB.hit(key, 2, 300)).toMatchObject({ allowed: true, count: 1 });
  });
});
