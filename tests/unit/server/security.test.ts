import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../server/clock';
import { operatorConfigSchema } from '../../../server/config/operator';
import { countryOf, normaliseIp } from '../../../server/http/client-ip';
import { hashPassword, verifyPassword } from '../../../server/security/passwords';
import { MemoryRateLimiter } from '../../../server/security/rate-limiter';
import { memberTotp, verifyTotp } from '../../../server/security/totp';

describe('passwords', () => {
  it('hashes with a per-password salt and verifies', async () => {
    const first = await hashPassword('Demo1234');
    const second = await hashPassword('Demo1234');
    expect(first).not.toBe(second);
    expect(first).not.toContain('Demo1234');
    expect(await verifyPassword('Demo1234', first)).toBe(true);
    expect(await verifyPassword('demo1234', first)).toBe(false);
    expect(await verifyPassword('Demo1234', 'not-a-hash')).toBe(false);
  });
});

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1 secret "12345678901234567890", last 6 digits.
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it('matches the RFC test vectors', () => {
    expect(memberTotp(secret).generate({ timestamp: 59_000 })).toBe('287082');
    expect(memberTotp(secret).generate({ timestamp: 1_111_111_109_000 })).toBe('081804');
    expect(memberTotp(secret).generate({ timestamp: 1_234_567_890_000 })).toBe('005924');
  });
  it('accepts one step of drift either side and nothing further', () => {
    const now = 1_234_567_890_000;
    expect(verifyTotp(secret, memberTotp(secret).generate({ timestamp: now - 30_000 }), now)).toBe(true);
    expect(verifyTotp(secret, memberTotp(secret).generate({ timestamp: now + 30_000 }), now)).toBe(true);
    expect(verifyTotp(secret, memberTotp(secret).generate({ timestamp: now - 90_000 }), now)).toBe(false);
  });
});

describe('addresses and regions', () => {
  const config = operatorConfigSchema.parse({
    regions: [
      { cidr: '203.0.113.0/24', country: 'US' },
      { cidr: '2001:db8::/32', country: 'GB' },
    ],
  });
  it('maps IPv4, IPv4-mapped IPv6 and IPv6 addresses to countries', () => {
    expect(normaliseIp('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(countryOf('203.0.113.5', config, 'PH')).toBe('US');
    expect(countryOf('2001:db8:1::7', config, 'PH')).toBe('GB');
    expect(countryOf('198.51.100.1', config, 'PH')).toBe('PH');
    expect(countryOf('not-an-ip', config, 'PH')).toBe('PH');
  });
});

describe('rate limiter', () => {
  it('counts per key within a window and starts over after it', async () => {
    const clock = new ManualClock();
    const limiter = new MemoryRateLimiter(clock);
    expect((await limiter.hit('k', 2, 1000)).allowed).toBe(true);
    expect((await limiter.hit('k', 2, 1000)).allowed).toBe(true);
    const third = await limiter.hit('k', 2, 1000);
    expect(third).toMatchObject({ allowed: false, count: 3, retryAfterMs: 1000 });
    expect((await limiter.hit('other', 2, 1000)).allowed).toBe(true);
    clock.advance(1000);
    expect((await limiter.hit('k', 2, 1000)).allowed).toBe(true);
  });
});
