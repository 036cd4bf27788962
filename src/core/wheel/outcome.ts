/**
 * How a lucky-wheel spin's segment follows from the seeds. The server spins with it and the checking page
 * re-computes it in the browser, so one function is the whole rule (docs/wheel.md walks through it by hand).
 *
 * Spin n of a member signs the message `${clientSeed}:${n}` with HMAC-SHA-256 keyed by the server seed's 32
 * bytes; the 32-byte result is read 4 bytes at a time as big-endian unsigned integers. The first such w with
 * w < ⌊2³²/SCALE⌋·SCALE gives r = w mod SCALE (a larger w is skipped, so every r below SCALE is equally
 * likely); the segment is the first whose running sum of probabilities (parts per million, index order)
 * exceeds r. Should all eight integers be skipped (a chance below 10⁻²⁸), the next 32 bytes are the HMAC of
 * `${clientSeed}:${n}:1`, then `:2`, and so on.
 */

/** HMAC-SHA-256 of a UTF-8 message under the spin's server seed: Web Crypto, @noble/hashes or node:crypto. */
export type SpinHmac = (message: string) => Promise<Uint8Array>;

/** Parts per million (the contract's PROBABILITY_SCALE). */
const SCALE = 1_000_000;
const LIMIT = Math.floor(2 ** 32 / SCALE) * SCALE;

/** The message spin `counter` signs. */
export const spinMessage = (clientSeed: string, counter: number): string => `${clientSeed}:${counter}`;

/** The uniform number below SCALE a spin draws. */
export async function spinNumber(hmac: SpinHmac, clientSeed: string, counter: number): Promise<number> {
  for (let block = 0; ; block += 1) {
    const message = spinMessage(clientSeed, counter) + (block === 0 ? '' : `:${block}`);
    const bytes = await hmac(message);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let offset = 0; offset + 4 <= bytes.byteLength; offset += 4) {
      const word = view.getUint32(offset);
      if (word < LIMIT) return word % SCALE;
    }
  }
}

/** The segment a number below SCALE lands on, given the segments' probabilities in index order. */
export function segmentAt(number: number, probabilities: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < probabilities.length; index += 1) {
    sum += probabilities[index] ?? 0;
    if (number < sum) return index;
  }
  throw new RangeError(`probabilities sum to ${sum}, not ${SCALE}`);
}

/** The segment spin `counter` lands on. */
export async function segmentOf(
  hmac: SpinHmac,
  clientSeed: string,
  counter: number,
  probabilities: readonly number[],
): Promise<number> {
  return segmentAt(await spinNumber(hmac, clientSeed, counter), probabilities);
}
