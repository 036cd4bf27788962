import type { WheelSpin } from '../../core/contract/wheel';
import { bytesToHex, hexToBytes } from '../../core/lottery/draw';
import { seedCrypto } from '../../core/seed-crypto';
import { segmentOf } from '../../core/wheel/outcome';

export interface SpinCheck {
  /** SHA-256 of the revealed seed, as computed here. */
  computedHash: string;
  hashMatches: boolean;
  /** The segment the seeds draw, as computed here. */
  computedSegment: number;
  segmentMatches: boolean;
}

/**
 * Checks a spin as anyone could (docs/wheel.md): the revealed seed's SHA-256 must be the hash shown before the
 * spin, and HMAC-SHA-256(seed, `clientSeed:counter`) must draw the segment the spin landed on with the
 * probabilities at that spin.
 */
export async function checkSpin(
  spin: Pick<
    WheelSpin,
    'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'counter' | 'segmentIndex' | 'probabilities'
  >,
): Promise<SpinCheck> {
  if (spin.serverSeed === null) throw new Error('the seed is not revealed yet');
  const crypto = await seedCrypto();
  const key = hexToBytes(spin.serverSeed);
  const computedHash = bytesToHex(await crypto.sha256(key));
  const computedSegment = await segmentOf(
    crypto.hmac(key),
    spin.clientSeed,
    spin.counter,
    spin.probabilities,
  );
  return {
    computedHash,
    hashMatches: computedHash === spin.serverSeedHash.toLowerCase(),
    computedSegment,
    segmentMatches: computedSegment === spin.segmentIndex,
  };
}
