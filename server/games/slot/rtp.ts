import type { SlotConfig } from './config';
import { evaluateLine } from './engine';

/**
 * The exact return to player of one line, in line bets per line bet: every combination of
 * symbols on a line's five positions, weighted by how often each reel's strip shows each
 * symbol (each row of a reel sees the strip's symbol mix, whichever row the line reads).
 * With the stake shared over the lines, this is also the return of a whole spin.
 */
export function exactLineRtp(config: SlotConfig): number {
  const frequencies = config.reels.map((strip) => {
    const counts = new Map<number, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts].map(([symbol, count]) => ({ symbol, probability: count / strip.length }));
  });
  const symbols: number[] = [];
  const visit = (reel: number, probability: number): number => {
    if (reel === frequencies.length) return probability * (evaluateLine(config, symbols)?.multiplier ?? 0);
    let sum = 0;
    for (const entry of frequencies[reel]!) {
      symbols[reel] = entry.symbol;
      sum += visit(reel + 1, probability * entry.probability);
    }
    return sum;
  };
  return visit(0, 1);
}

export interface SpinMoments {
  /** Expected payout per unit of stake (the RTP). */
  mean: number;
  /** Variance of the payout per unit of stake, over one spin. */
  variance: number;
  /** Share of spins that pay anything. */
  hitRate: number;
}

/**
 * The exact mean and variance of a whole spin's payout, lines being dependent (they share
 * the reels): every combination of reel stops is counted, and once no line can still win
 * the remaining reels are counted in bulk instead of one by one.
 */
export function exactSpinMoments(config: SlotConfig, linesPlayed: number): SpinMoments {
  const lines = config.paylines.slice(0, linesPlayed);
  const reelCount = config.reels.length;
  const wild = config.wild;
  const wildPays = config.pays[wild]!;
  // State of each line after a number of reels: its lead symbol (-1 while only wilds), run and leading wilds.
  const lead = Array.from({ length: reelCount + 1 }, () => new Int16Array(lines.length));
  const count = Array.from({ length: reelCount + 1 }, () => new Int16Array(lines.length));
  const wildRun = Array.from({ length: reelCount + 1 }, () => new Int16Array(lines.length));
  const alive = Array.from({ length: reelCount + 1 }, () => new Int16Array(lines.length));
  const aliveSize = new Int16Array(reelCount + 1);
  lead[0]!.fill(-1);
  for (let line = 0; line < lines.length; line++) alive[0]![line] = line;
  aliveSize[0] = lines.length;
  // How many stop combinations the reels from `reel` on have.
  const combinations = new Array<number>(reelCount + 1).fill(1);
  for (let reel = reelCount - 1; reel >= 0; reel--)
    combinations[reel] = combinations[reel + 1]! * config.reels[reel]!.length;

  const finalPay = (symbol: number, run: number, wilds: number): number =>
    Math.max(wildPays[wilds] ?? 0, symbol === -1 ? 0 : (config.pays[symbol]![run] ?? 0));

  let sum = 0;
  let sumOfSquares = 0;
  let hits = 0;
  const visit = (reel: number, locked: number): void => {
    const open = aliveSize[reel]!;
    if (open === 0 || reel === reelCount) {
      let total = locked;
      for (let i = 0; i < open; i++) {
        const line = alive[reel]![i]!;
        total += finalPay(lead[reel]![line]!, count[reel]![line]!, wildRun[reel]![line]!);
      }
      const weight = combinations[reel]!;
      sum += total * weight;
      sumOfSquares += total * total * weight;
      if (total > 0) hits += weight;
      return;
    }
    const strip = config.reels[reel]!;
    const from = { lead: lead[reel]!, count: count[reel]!, wildRun: wildRun[reel]!, alive: alive[reel]! };
    const to = {
      lead: lead[reel + 1]!,
      count: count[reel + 1]!,
      wildRun: wildRun[reel + 1]!,
      alive: alive[reel + 1]!,
    };
    for (let stop = 0; stop < strip.length; stop++) {
      let next = 0;
      let paid = locked;
      for (let i = 0; i < open; i++) {
        const line = from.alive[i]!;
        const symbol = strip[(stop + lines[line]![reel]!) % strip.length]!;
        const current = from.lead[line]!;
        if (symbol === wild || symbol === current || current === -1) {
          to.lead[line] = symbol === wild ? current : symbol;
          to.count[line] = from.count[line]! + 1;
          to.wildRun[line] =
            current === -1 && symbol === wild ? from.wildRun[line]! + 1 : from.wildRun[line]!;
          to.alive[next++] = line;
        } else {
          paid += finalPay(current, from.count[line]!, from.wildRun[line]!);
        }
      }
      aliveSize[reel + 1] = next;
      visit(reel + 1, paid);
    }
  };
  visit(0, 0);

  const total = combinations[0]!;
  const mean = sum / total / lines.length;
  const meanOfSquares = sumOfSquares / total / (lines.length * lines.length);
  return { mean, variance: meanOfSquares - mean * mean, hitRate: hits / total };
}
