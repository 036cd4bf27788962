import { createHash } from 'node:crypto';
import { DEMO_WHEEL } from '../../../server/modules/wheel/seed';
import { hmacOf } from '../../../server/modules/wheel/wheel';
import { PROBABILITY_SCALE } from '../../../src/core/contract/wheel';
import { segmentAt, spinNumber } from '../../../src/core/wheel/outcome';

/** The demo wheel's published probabilities (ppm), in segment order. */
export const DEMO_PROBABILITIES = DEMO_WHEEL.segments.map((segment) => segment.probabilityPpm);

/**
 * Counts per segment of `seeds` × `spinsPerSeed` spins of the demo wheel, drawn as the server draws them from
 * fixed seeds (seed s: SHA-256 of `wheel-chi-square-s`, client seed `chi-s`, counters from 1). The chi-square test
 * and the bench both run it.
 */
export async function drawDemoSample(seeds: number, spinsPerSeed: number): Promise<number[]> {
  const counts = new Array<number>(DEMO_PROBABILITIES.length).fill(0);
  for (let s = 0; s < seeds; s += 1) {
    const hmac = hmacOf(createHash('sha256').update(`wheel-chi-square-${s}`).digest());
    for (let counter = 1; counter <= spinsPerSeed; counter += 1) {
      const index = segmentAt(await spinNumber(hmac, `chi-${s}`, counter), DEMO_PROBABILITIES);
      counts[index] = (counts[index] ?? 0) + 1;
    }
  }
  return counts;
}

/** Pearson's chi-square statistic of the counts against probabilities in ppm. */
export function chiSquare(counts: readonly number[], probabilities: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  return probabilities.reduce((sum, ppm, index) => {
    const expected = (total * ppm) / PROBABILITY_SCALE;
    return sum + ((counts[index] ?? 0) - expected) ** 2 / expected;
  }, 0);
}
