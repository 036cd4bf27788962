/**
 * The slot machine's maths: reel strips, paytable and paylines. Every round stores the
 * version it was played with, so a change of maths is a new version, never an edit.
 */
export interface SlotConfig {
  version: string;
  /** Symbol names by id; the page draws each one. */
  symbols: readonly string[];
  /** The id of the wild, which stands for any symbol and pays on its own too. */
  wild: number;
  rows: number;
  /** One strip per reel: a stop shows strip[stop], strip[stop + 1], strip[stop + 2] top to bottom. */
  reels: readonly (readonly number[])[];
  /** pays[symbol][count] in line bets, for 3, 4 or 5 of a kind counted from the left. */
  pays: readonly (readonly number[])[];
  /** The row each payline reads on every reel (0 top). Games with fewer lines play the first ones. */
  paylines: readonly (readonly number[])[];
}

export const SLOT_SYMBOLS = [
  'wild',
  'seven',
  'diamond',
  'bell',
  'grape',
  'orange',
  'lemon',
  'cherry',
] as const;

export const slotConfig: SlotConfig = {
  version: 'slot-5x3-v1',
  symbols: SLOT_SYMBOLS,
  wild: 0,
  rows: 3,
  reels: [
    [7, 0, 6, 3, 5, 7, 6, 4, 2, 5, 7, 0, 6, 3, 7, 5, 4, 6, 7, 5, 0, 7, 6, 4, 3, 2, 5, 1, 7, 6, 5, 4],
    [7, 4, 6, 1, 0, 5, 3, 7, 6, 4, 5, 7, 2, 6, 0, 7, 5, 3, 4, 6, 7, 5, 7, 6, 0, 4, 5, 3, 2, 7, 6, 5],
    [5, 2, 7, 4, 6, 5, 7, 0, 3, 6, 5, 7, 4, 1, 6, 7, 5, 2, 0, 3, 4, 6, 7, 5, 7, 6, 5, 4, 0, 3, 7, 6],
    [0, 3, 6, 5, 7, 6, 2, 4, 5, 7, 0, 3, 6, 7, 5, 4, 6, 7, 5, 0, 1, 2, 4, 3, 6, 7, 5, 7, 6, 5, 4, 7],
    [1, 4, 7, 6, 0, 3, 5, 7, 2, 6, 4, 5, 7, 6, 0, 3, 5, 4, 7, 2, 6, 5, 7, 6, 0, 4, 3, 5, 7, 2, 6, 5],
  ],
  pays: [
    [0, 0, 0, 50, 200, 1000],
    [0, 0, 0, 25, 100, 500],
    [0, 0, 0, 15, 60, 250],
    [0, 0, 0, 10, 40, 150],
    [0, 0, 0, 5, 20, 80],
    [0, 0, 0, 4, 15, 60],
    [0, 0, 0, 3, 10, 40],
    [0, 0, 0, 2, 8, 25],
  ],
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [1, 0, 1, 2, 1],
    [1, 2, 1, 0, 1],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 0, 2, 0, 0],
    [2, 2, 0, 2, 2],
    [0, 2, 2, 2, 0],
  ],
};

/** How many paylines a catalogue game plays: its own count, at most the 20 the reels have. */
export function linesPlayed(config: SlotConfig, catalogueLines: number): number {
  return Math.min(config.paylines.length, Math.max(1, catalogueLines));
}
