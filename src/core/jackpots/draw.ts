/**
 * How a jackpot cycle's outcomes follow from its seed. The server decides with these functions and the checking
 * view re-computes them in the browser, so they are the whole rule (docs/jackpots.md walks through it by hand).
 *
 * Each cycle has a 32-byte seed; its SHA-256 is published when the cycle starts and the seed when the pot is won.
 * A uniform whole number below n is drawn from a message by HMAC-SHA-256 keyed by the seed: the 32-byte result
 * is read 8 bytes at a time as big-endian unsigned 64-bit integers; the first w with w < ⌊2⁶⁴/n⌋·n gives
 * w mod n (a larger w is skipped, so every value below n is equally likely). Should all four be skipped, the
 * next 32 bytes are the HMAC of `${message}:1`, then `:2`, and so on.
 *
 * - must_drop: the drop point is seeded + uniform(`drop-point`, cap − seeded), a whole amount from the seed
 *   amount up to one unit below the cap. The pot drops on the round whose contribution lifts it to the point
 *   or past it. Only the seed's hash is published, never a hash of the point (a point below the cap could be
 *   found by trying every amount against it).
 * - progressive: round r (its id as the round-settled hook names it, `<vendor>:<vendor round id>`) wins when
 *   uniform(`round:${r}`, stakePerWin) < its valid stake, a chance of stake ÷ stakePerWin.
 */

/** HMAC-SHA-256 of a UTF-8 message under the cycle's seed: Web Crypto, @noble/hashes or node:crypto. */
export type SeedHmac = (message: string) => Promise<Uint8Array>;

export const DROP_POINT_MESSAGE = 'drop-point';
export const roundMessage = (roundId: string): string => `round:${roundId}`;

const TWO_64 = 1n << 64n;

/** The uniform whole number below `n` (1 ≤ n < 2⁶⁴) the message draws. */
export async function uniformBelow(hmac: SeedHmac, message: string, n: number): Promise<number> {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`cannot draw below ${n}`);
  const range = BigInt(n);
  const limit = (TWO_64 / range) * range;
  for (let block = 0; ; block += 1) {
    const bytes = await hmac(block === 0 ? message : `${message}:${block}`);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let offset = 0; offset + 8 <= bytes.byteLength; offset += 8) {
      const word = view.getBigUint64(offset);
      if (word < limit) return Number(word % range);
    }
  }
}

/** A must-drop cycle's drop point: from the seed amount up to one unit below the cap. */
export async function dropPoint(hmac: SeedHmac, seededMinor: number, capMinor: number): Promise<number> {
  if (capMinor <= seededMinor) throw new RangeError(`cap ${capMinor} is not above the seed ${seededMinor}`);
  return seededMinor + (await uniformBelow(hmac, DROP_POINT_MESSAGE, capMinor - seededMinor));
}

/** Whether a round of a progressive cycle wins it: a chance of stake ÷ stakePerWin (certain from stakePerWin up). */
export async function progressiveWins(
  hmac: SeedHmac,
  roundId: string,
  stakeMinor: number,
  stakePerWinMinor: number,
): Promise<boolean> {
  return (await uniformBelow(hmac, roundMessage(roundId), stakePerWinMinor)) < stakeMinor;
}
