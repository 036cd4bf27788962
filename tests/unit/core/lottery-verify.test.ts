import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawPrizes, hexToBytes } from '../../../src/core/lottery/draw';
import { checkDraw } from '../../../src/features/lottery/verify';

// docs/lottery.md's worked example: the test servers' secret, draw XSMB-20250115-1815.
const seed = 'a73a49ab9c323441a954fd6be715f14f00e9919d5cda06effbc1b4e5fad9fd52';
const nodeSha256 = async (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());

describe('checking a draw where Web Crypto is missing (not a secure context)', () => {
  it('falls back to the hashing library and agrees with node:crypto', async () => {
    expect(globalThis.isSecureContext).not.toBe(true);
    const hash = createHash('sha256').update(hexToBytes(seed)).digest('hex');
    const prizes = await drawPrizes(seed, 'north', nodeSha256);
    expect(prizes[0]).toEqual({ tier: 'special', numbers: ['34095'] });
    const check = await checkDraw({ hash, seed, prizes }, 'north');
    expect(check).toMatchObject({ hashMatches: true, numbersMatch: true, computedHash: hash });
  });

  it('tells a hash or numbers that do not follow from the seed', async () => {
    const hash = createHash('sha256').update(hexToBytes(seed)).digest('hex');
    const prizes = await drawPrizes(seed, 'north', nodeSha256);
    const forgedHash = await checkDraw({ hash: 'ee'.repeat(32), seed, prizes }, 'north');
    expect(forgedHash).toMatchObject({ hashMatches: false, numbersMatch: true });
    const changed = prizes.map((prize, index) => (index === 0 ? { ...prize, numbers: ['00000'] } : prize));
    expect(await checkDraw({ hash, seed, prizes: changed }, 'north')).toMatchObject({
      hashMatches: true,
      numbersMatch: false,
    });
  });
});
