import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../server/games/rng';
import {
  coveredNumbers,
  exactRouletteMoments,
  type RouletteBet,
  rouletteConfig,
  spinRoulette,
} from '../../../server/games/roulette/rules';
import { slotConfig } from '../../../server/games/slot/config';
import { evaluateLine, gridOf, spinSlot } from '../../../server/games/slot/engine';
import { exactLineRtp, exactSpinMoments } from '../../../server/games/slot/rtp';
import { rouletteBetKinds } from '../../../src/core/contract/play';

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** Upper 0.1% points of the chi-square distribution (a uniform source exceeds them 1 time in 1,000). */
const CHI_SQUARE_999: Record<number, number> = { 31: 61.098, 36: 67.985 };

const [W, SEVEN, DIAMOND, , , , LEMON, CHERRY] = [0, 1, 2, 3, 4, 5, 6, 7];

describe('slot paytable', () => {
  it('pays a line from the left, wilds standing in, and a run of wilds as wilds when that pays more', () => {
    expect(evaluateLine(slotConfig, [SEVEN, SEVEN, SEVEN, CHERRY, SEVEN])).toEqual({
      symbol: SEVEN,
      count: 3,
      multiplier: 25,
    });
    expect(evaluateLine(slotConfig, [W, W, W, SEVEN, SEVEN])).toEqual({
      symbol: SEVEN,
      count: 5,
      multiplier: 500,
    });
    expect(evaluateLine(slotConfig, [W, W, W, CHERRY, DIAMOND])).toEqual({
      symbol: W,
      count: 3,
      multiplier: 50,
    });
    expect(evaluateLine(slotConfig, [W, W, W, W, W])).toEqual({ symbol: W, count: 5, multiplier: 1000 });
    expect(evaluateLine(slotConfig, [LEMON, W, LEMON, W, CHERRY])).toEqual({
      symbol: LEMON,
      count: 4,
      multiplier: 10,
    });
    expect(evaluateLine(slotConfig, [LEMON, LEMON, CHERRY, LEMON, LEMON])).toBeNull();
    expect(evaluateLine(slotConfig, [CHERRY, W, SEVEN, SEVEN, SEVEN])).toBeNull();
  });

  it('has five reels of equal symbol mix rules, 20 distinct paylines and a version', () => {
    expect(slotConfig.reels).toHaveLength(5);
    expect(slotConfig.version).toMatch(/\S/);
    expect(new Set(slotConfig.paylines.map((line) => line.join(''))).size).toBe(20);
    for (const strip of slotConfig.reels) {
      expect(strip.every((symbol) => symbol >= 0 && symbol < slotConfig.symbols.length)).toBe(true);
    }
  });

  it('returns 96.05%, the figure docs/domain.md states, by enumerating every symbol combination of a line', () => {
    expect((exactLineRtp(slotConfig) * 100).toFixed(2)).toBe('96.05');
  });

  it('has the same return over the joint distribution of 20 dependent lines and of fewer lines', () => {
    const line = exactLineRtp(slotConfig);
    const twenty = exactSpinMoments(slotConfig, 20);
    const nine = exactSpinMoments(slotConfig, 9);
    expect(twenty.mean).toBeCloseTo(line, 12);
    expect(nine.mean).toBeCloseTo(line, 12);
    // Sharing the stake over more lines smooths the result.
    expect(twenty.variance).toBeLessThan(nine.variance);
    expect(twenty.variance).toBeGreaterThan(0);
  });

  it('lands a seeded simulation of 100,000 spins within 4 standard errors of the exact RTP', () => {
    const lines = 20;
    const { mean, variance } = exactSpinMoments(slotConfig, lines);
    const spins = 100_000;
    // A stake the lines share evenly, so no payout is rounded.
    const stake = 100 * lines;
    const rng = seededRng(20_250_115);
    let paid = 0;
    for (let spin = 0; spin < spins; spin++) paid += spinSlot(rng, slotConfig, stake, lines).payout;
    const observed = paid / (spins * stake);
    const standardError = Math.sqrt(variance / spins);
    expect(Math.abs(observed - mean)).toBeLessThan(4 * standardError);
  });

  it('maps the RNG to reel stops uniformly (chi-square with a fixed seed)', () => {
    const rng = seededRng(7);
    const counts = slotConfig.reels.map((strip) => new Array<number>(strip.length).fill(0));
    for (let spin = 0; spin < 64_000; spin++) {
      const { stops, grid } = spinSlot(rng, slotConfig, 100, 20);
      stops.forEach((stop, reel) => {
        counts[reel]![stop]!++;
      });
      // What the reels show is the strips read from the drawn stops, nothing else.
      if (spin % 1_000 === 0) expect(grid).toEqual(gridOf(slotConfig, stops));
    }
    for (const reelCounts of counts) {
      expect(reelCounts).toHaveLength(32);
      expect(chiSquare(reelCounts)).toBeLessThan(CHI_SQUARE_999[31]!);
    }
  });
});

describe('roulette rules', () => {
  const every: RouletteBet[] = rouletteBetKinds.map((kind) =>
    kind === 'straight' ? { kind, numbers: [17], amount: 100 } : { kind, amount: 100 },
  );

  it('covers the right numbers: 18 reds, 12 per dozen and column, zero in none but a straight bet', () => {
    expect(coveredNumbers('red')).toHaveLength(18);
    expect(coveredNumbers('black')).toHaveLength(18);
    expect(coveredNumbers('red').filter((n) => coveredNumbers('black').includes(n))).toEqual([]);
    expect(coveredNumbers('dozen2')).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(coveredNumbers('column1')).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    for (const bet of every) {
      if (bet.kind !== 'straight') expect(coveredNumbers(bet.kind)).not.toContain(0);
    }
    expect(coveredNumbers('straight', [0])).toEqual([0]);
  });

  it('returns 36/37 on every kind of bet, computed over the 37 pockets', () => {
    expect(rouletteConfig.rtp).toBeCloseTo(36 / 37, 15);
    for (const bet of every) {
      expect(Math.abs(exactRouletteMoments([bet]).mean - rouletteConfig.rtp)).toBeLessThan(1e-12);
    }
    expect(exactRouletteMoments(every).mean).toBeCloseTo(36 / 37, 12);
  });

  it('lands a seeded simulation of 200,000 rounds within 4 standard errors of the exact RTP', () => {
    const bets: RouletteBet[] = [
      { kind: 'straight', numbers: [7], amount: 100 },
      { kind: 'red', amount: 500 },
      { kind: 'dozen3', amount: 200 },
    ];
    const { mean, variance } = exactRouletteMoments(bets);
    const rounds = 200_000;
    const rng = seededRng(37);
    let paid = 0;
    for (let round = 0; round < rounds; round++) paid += spinRoulette(rng, bets).payout;
    const observed = paid / (rounds * 800);
    expect(Math.abs(observed - mean)).toBeLessThan(4 * Math.sqrt(variance / rounds));
  });

  it('maps the RNG to the 37 pockets uniformly (chi-square with a fixed seed)', () => {
    const rng = seededRng(2_024);
    const counts = new Array<number>(37).fill(0);
    for (let round = 0; round < 37_000; round++)
      counts[spinRoulette(rng, [{ kind: 'red', amount: 1 }]).number]!++;
    expect(chiSquare(counts)).toBeLessThan(CHI_SQUARE_999[36]!);
  });
});

describe('seeded RNG', () => {
  it('repeats the same draws for the same seed and refuses a range it cannot draw', () => {
    const a = seededRng(5);
    const b = seededRng(5);
    const drawsA = Array.from({ length: 20 }, () => a.int(1_000_003));
    expect(Array.from({ length: 20 }, () => b.int(1_000_003))).toEqual(drawsA);
    expect(new Set(drawsA).size).toBeGreaterThan(15);
    expect(() => a.int(0)).toThrow(RangeError);
    expect(() => a.int(1.5)).toThrow(RangeError);
  });
});
