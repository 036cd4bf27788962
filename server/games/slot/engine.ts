import type { Rng } from '../rng';
import type { SlotConfig } from './config';

/** What one payline paid. */
export interface LineWin {
  /** 1-based payline number. */
  line: number;
  symbol: number;
  /** How many reels from the left the win covers. */
  count: number;
  /** The win in line bets. */
  multiplier: number;
}

export interface SlotOutcome {
  /** The RNG's draw: one stop per reel. */
  stops: number[];
  /** What the reels show: grid[reel][row]. */
  grid: number[][];
  wins: LineWin[];
  linesPlayed: number;
  stake: number;
  /** Minor units: the stake shared over the lines, times the line wins, rounded down. */
  payout: number;
}

/**
 * The best win of one line's symbols (left to right): the wild stands for the first other
 * symbol, and a run of wilds alone pays as wilds when that pays more.
 */
export function evaluateLine(
  config: SlotConfig,
  symbols: readonly number[],
): { symbol: number; count: number; multiplier: number } | null {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === config.wild) wildRun++;
  let lead = -1;
  let count = 0;
  for (const symbol of symbols) {
    if (symbol === config.wild || symbol === lead) count++;
    else if (lead === -1) {
      lead = symbol;
      count++;
    } else break;
  }
  const wildPay = config.pays[config.wild]![wildRun] ?? 0;
  const leadPay = lead === -1 ? 0 : (config.pays[lead]![count] ?? 0);
  if (wildPay === 0 && leadPay === 0) return null;
  return wildPay >= leadPay
    ? { symbol: config.wild, count: wildRun, multiplier: wildPay }
    : { symbol: lead, count, multiplier: leadPay };
}

/** The grid a set of stops shows. */
export function gridOf(config: SlotConfig, stops: readonly number[]): number[][] {
  return config.reels.map((strip, reel) =>
    Array.from({ length: config.rows }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
}

/** Draws one stop per reel and pays every played line. */
export function spinSlot(rng: Rng, config: SlotConfig, stake: number, linesPlayed: number): SlotOutcome {
  const stops = config.reels.map((strip) => rng.int(strip.length));
  const grid = gridOf(config, stops);
  const wins: LineWin[] = [];
  config.paylines.slice(0, linesPlayed).forEach((rows, index) => {
    const win = evaluateLine(
      config,
      rows.map((row, reel) => grid[reel]![row]!),
    );
    if (win) wins.push({ line: index + 1, ...win });
  });
  const multiplierSum = wins.reduce((sum, win) => sum + win.multiplier, 0);
  return {
    stops,
    grid,
    wins,
    linesPlayed,
    stake,
    payout: Math.floor((stake * multiplierSum) / linesPlayed),
  };
}
