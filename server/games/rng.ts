import { randomInt } from 'node:crypto';

/** Where a game's randomness comes from: a uniform integer in [0, maxExclusive). */
export interface Rng {
  int(maxExclusive: number): number;
}

/** The production source: node:crypto's randomInt, uniform without modulo bias. */
export const cryptoRng: Rng = {
  int: (maxExclusive) => randomInt(maxExclusive),
};

const TWO_32 = 0x1_0000_0000;

/**
 * A small deterministic generator (sfc32) for tests and simulations: the same seed gives
 * the same draws. Integers come by rejection sampling, so every value is equally likely,
 * like the production source.
 */
export function seededRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Mix the seed in before the first draw.
  for (let i = 0; i < 15; i++) next();
  return {
    int(maxExclusive: number): number {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_32) {
        throw new RangeError('maxExclusive must be an integer in [1, 2^32]');
      }
      const limit = TWO_32 - (TWO_32 % maxExclusive);
      let value = next();
      while (value >= limit) value = next();
      return value % maxExclusive;
    },
  };
}
