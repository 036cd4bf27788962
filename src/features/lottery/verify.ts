import { type DrawFormat, type DrawnPrize, drawPrizes, type Sha256, seedHash } from '../../core/lottery/draw';

/**
 * SHA-256 for checking a draw: Web Crypto where the page is a secure context, else the
 * @noble/hashes implementation, loaded only then (Web Crypto's `subtle` exists only in
 * secure contexts).
 */
async function sha256Function(): Promise<Sha256> {
  const subtle = globalThis.isSecureContext ? globalThis.crypto?.subtle : undefined;
  if (subtle) {
    return async (data) => new Uint8Array(await subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));
  }
  const { sha256 } = await import('@noble/hashes/sha2.js');
  return async (data) => sha256(data);
}

export interface DrawCheck {
  /** SHA-256 of the revealed seed, as computed here. */
  computedHash: string;
  hashMatches: boolean;
  /** The prizes the seed draws, as computed here. */
  computedPrizes: DrawnPrize[];
  numbersMatch: boolean;
}

const samePrizes = (a: readonly DrawnPrize[], b: readonly DrawnPrize[]) =>
  a.length === b.length &&
  a.every((prize, index) => {
    const other = b[index];
    return other?.tier === prize.tier && other.numbers.join() === prize.numbers.join();
  });

/**
 * Checks a draw as anyone could (docs/lottery.md): the seed's SHA-256 must be the hash published
 * before betting opened, and the numbers must be what the seed draws.
 */
export async function checkDraw(
  draw: { hash: string; seed: string; prizes: DrawnPrize[] },
  format: DrawFormat,
  sha256?: Sha256,
): Promise<DrawCheck> {
  const hash = sha256 ?? (await sha256Function());
  const computedHash = await seedHash(draw.seed, hash);
  const computedPrizes = await drawPrizes(draw.seed, format, hash);
  return {
    computedHash,
    hashMatches: computedHash === draw.hash.toLowerCase(),
    computedPrizes,
    numbersMatch: samePrizes(computedPrizes, draw.prizes),
  };
}
