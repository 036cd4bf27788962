import type { WheelSpin } from '../../core/contract/wheel';
import { bytesToHex, hexToBytes } from '../../core/lottery/draw';
import { type SpinHmac, segmentOf } from '../../core/wheel/outcome';

interface SpinCrypto {
  sha256: (data: Uint8Array) => Promise<Uint8Array>;
  /** HMAC-SHA-256 keyed by `key`. */
  hmac: (key: Uint8Array) => SpinHmac;
}

const utf8 = new TextEncoder();

/**
 * SHA-256 and HMAC-SHA-256 for checking a spin: Web Crypto where the page is a secure context, else
 * @noble/hashes, loaded only then (Web Crypto's `subtle` exists only in secure contexts).
 */
async function spinCrypto(): Promise<SpinCrypto> {
  const subtle = globalThis.isSecureContext ? globalThis.crypto?.subtle : undefined;
  if (subtle) {
    return {
      sha256: async (data) => new Uint8Array(await subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>)),
      hmac: (key) => {
        const imported = subtle.importKey(
          'raw',
          key as Uint8Array<ArrayBuffer>,
          { name: 'HMAC', hash: 'SHA-256' },
          false,
          ['sign'],
        );
        return async (message) =>
          new Uint8Array(await subtle.sign('HMAC', await imported, utf8.encode(message)));
      },
    };
  }
  const [{ hmac }, { sha256 }] = await Promise.all([
    import('@noble/hashes/hmac.js'),
    import('@noble/hashes/sha2.js'),
  ]);
  return {
    sha256: async (data) => sha256(data),
    hmac: (key) => async (message) => hmac(sha256, key, utf8.encode(message)),
  };
}

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
  const crypto = await spinCrypto();
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
