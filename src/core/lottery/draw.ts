/**
 * How a lottery draw's numbers follow from its seed. The server draws with it and the result
 * screen re-computes it in the browser, so one function is the whole rule (docs/lottery.md
 * walks through it by hand).
 *
 * The seed is 32 bytes. A stream of bytes is made of blocks SHA-256(seed ‖ i), i = 0, 1, 2, …
 * written as 4 big-endian bytes; the stream is read 4 bytes at a time as unsigned integers.
 * A number below n is the next integer w with w < ⌊2³²/n⌋·n, taken modulo n (a larger w is
 * skipped, so every value is equally likely). The prizes are drawn in the order their tier
 * list gives, each prize a number below 10^digits written with its leading zeros.
 */

/** SHA-256 of some bytes: Web Crypto in the browser, node:crypto on the server. */
export type Sha256 = (data: Uint8Array) => Promise<Uint8Array>;

/** One prize tier: how many numbers it has and how many digits each. */
export interface PrizeTier {
  tier: PrizeTierName;
  count: number;
  digits: number;
}

export const prizeTierNames = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;
export type PrizeTierName = (typeof prizeTierNames)[number];

/** The northern draw: special to seventh prize, 27 numbers. */
export const NORTH_TIERS: readonly PrizeTier[] = [
  { tier: 'special', count: 1, digits: 5 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 2, digits: 5 },
  { tier: 'third', count: 6, digits: 5 },
  { tier: 'fourth', count: 4, digits: 4 },
  { tier: 'fifth', count: 6, digits: 4 },
  { tier: 'sixth', count: 3, digits: 3 },
  { tier: 'seventh', count: 4, digits: 2 },
];

/** The southern and central draws: special to eighth prize, 18 numbers. */
export const SOUTH_TIERS: readonly PrizeTier[] = [
  { tier: 'special', count: 1, digits: 6 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 1, digits: 5 },
  { tier: 'third', count: 2, digits: 5 },
  { tier: 'fourth', count: 7, digits: 5 },
  { tier: 'fifth', count: 1, digits: 4 },
  { tier: 'sixth', count: 3, digits: 4 },
  { tier: 'seventh', count: 1, digits: 3 },
  { tier: 'eighth', count: 1, digits: 2 },
];

/** A fast draw: one three-digit number; its digits' sum decides big/small and odd/even. */
export const FAST_TIERS: readonly PrizeTier[] = [{ tier: 'special', count: 1, digits: 3 }];

/** The structure a game draws: the Vietnamese regional prize tables or the fast three digits. */
export const drawFormats = ['north', 'south', 'fast'] as const;
export type DrawFormat = (typeof drawFormats)[number];

export const tiersOf = (format: DrawFormat): readonly PrizeTier[] =>
  format === 'north' ? NORTH_TIERS : format === 'south' ? SOUTH_TIERS : FAST_TIERS;

export interface DrawnPrize {
  tier: PrizeTierName;
  numbers: string[];
}

export const hexToBytes = (hex: string): Uint8Array => {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new Error('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
};

export const bytesToHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The integers of the seed's stream, 4 bytes at a time. */
class SeedStream {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private counter = 0;

  constructor(
    private readonly seed: Uint8Array,
    private readonly sha256: Sha256,
  ) {}

  private async nextWord(): Promise<number> {
    if (this.offset + 4 > this.block.length) {
      const input = new Uint8Array(this.seed.length + 4);
      input.set(this.seed);
      new DataView(input.buffer).setUint32(this.seed.length, this.counter++);
      this.block = await this.sha256(input);
      this.offset = 0;
    }
    const word = new DataView(this.block.buffer, this.block.byteOffset).getUint32(this.offset);
    this.offset += 4;
    return word;
  }

  /** A uniform integer in [0, n). */
  async below(n: number): Promise<number> {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const word = await this.nextWord();
      if (word < limit) return word % n;
    }
  }
}

/** The prizes a seed draws in the given format, tier by tier in the order of its list. */
export async function drawPrizes(seedHex: string, format: DrawFormat, sha256: Sha256): Promise<DrawnPrize[]> {
  const stream = new SeedStream(hexToBytes(seedHex), sha256);
  const prizes: DrawnPrize[] = [];
  for (const { tier, count, digits } of tiersOf(format)) {
    const numbers: string[] = [];
    for (let i = 0; i < count; i++) {
      numbers.push(String(await stream.below(10 ** digits)).padStart(digits, '0'));
    }
    prizes.push({ tier, numbers });
  }
  return prizes;
}

/** SHA-256 of the seed's bytes, hex: the hash published before betting opens. */
export async function seedHash(seedHex: string, sha256: Sha256): Promise<string> {
  return bytesToHex(await sha256(hexToBytes(seedHex)));
}
