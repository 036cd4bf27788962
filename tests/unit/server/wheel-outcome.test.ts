import { describe, expect, it } from 'vitest';
import { hmacOf } from '../../../server/modules/wheel/wheel';
import { PROBABILITY_SCALE } from '../../../src/core/contract/wheel';
import { segmentAt, segmentOf, spinNumber } from '../../../src/core/wheel/outcome';
import { chiSquare, DEMO_PROBABILITIES, drawDemoSample } from './wheel-sample';

// The test vector docs/wheel.md walks through by hand: seed bytes 00 01 02 … 1f.
const SEED = Buffer.from(Array.from({ length: 32 }, (_, index) => index));
const DEMO = DEMO_PROBABILITIES;

const hex = async (message: string) => Buffer.from(await hmacOf(SEED)(message)).toString('hex');

describe('wheel outcome: the fixed test vectors', () => {
  it('signs `clientSeed:counter` with HMAC-SHA-256 keyed by the seed bytes', async () => {
    expect(SEED.toString('hex')).toBe('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
    expect(await hex('gamedeck:1')).toBe('d4dac7ab2ad73073df50767f515ebabd05d2100ba8d4d4145505fc6551cb53a1');
    expect(await hex('gamedeck:2')).toBe('8fbd81fb801ba5e0259d5aa8bce7a7dd328a8ff9a2b7f7b3570d67c7c3478304');
    expect(await hex('gamedeck:31')).toBe('fffb65a77b92d78a8144c6f286f186dda852463e846d89946b4c31f4518a12fb');
  });

  it('maps each vector to its number and the demo wheel segment', async () => {
    const hmac = hmacOf(SEED);
    // d4dac7ab = 3571107755 → 107755 → below 300000: segment 0 (P 1.00).
    expect(await spinNumber(hmac, 'gamedeck', 1)).toBe(107_755);
    expect(await segmentOf(hmac, 'gamedeck', 1, DEMO)).toBe(0);
    // 8fbd81fb = 2411561467 → 561467 → 550000 ≤ r < 750000: segment 2 ("Try again").
    expect(await spinNumber(hmac, 'gamedeck', 2)).toBe(561_467);
    expect(await segmentOf(hmac, 'gamedeck', 2, DEMO)).toBe(2);
    // fffb65a7 = 4294665639 is not below 4294000000 and is skipped; 7b92d78a = 2073221002 → 221002: segment 0.
    expect(await spinNumber(hmac, 'gamedeck', 31)).toBe(221_002);
    expect(await segmentOf(hmac, 'gamedeck', 31, DEMO)).toBe(0);
  });

  it('reads the running sums: the last number of a segment stays in it, the next one moves on', () => {
    expect(segmentAt(0, DEMO)).toBe(0);
    expect(segmentAt(299_999, DEMO)).toBe(0);
    expect(segmentAt(300_000, DEMO)).toBe(1);
    expect(segmentAt(998_999, DEMO)).toBe(6);
    expect(segmentAt(999_000, DEMO)).toBe(7);
    expect(segmentAt(999_999, DEMO)).toBe(7);
    expect(() => segmentAt(999_999, [500_000, 400_000])).toThrow(RangeError);
  });
});

/** The 0.999 quantile of the chi-square distribution with 7 degrees of freedom (8 segments). */
const CHI_SQUARE_7_999 = 24.322;

describe('wheel outcome: a chi-square test of the demo wheel', () => {
  // `npm run bench -- --only=wheel` times this draw.
  it('draws 1,000,000 spins from fixed seeds in the published proportions', async () => {
    expect(DEMO.reduce((sum, value) => sum + value, 0)).toBe(PROBABILITY_SCALE);
    const counts = await drawDemoSample(100, 10_000);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1_000_000);
    expect(chiSquare(counts, DEMO)).toBeLessThan(CHI_SQUARE_7_999);
    // Not a test that cannot fail: the same counts read against other odds are far off.
    const shifted = [...DEMO.slice(1), DEMO[0]!];
    expect(chiSquare(counts, shifted)).toBeGreaterThan(CHI_SQUARE_7_999);
  }, 120_000);
});
