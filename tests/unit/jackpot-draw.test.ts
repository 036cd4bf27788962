import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DROP_POINT_MESSAGE,
  dropPoint,
  progressiveWins,
  type SeedHmac,
  uniformBelow,
} from '../../src/core/jackpots/draw';

/** The test seed: bytes 00, 01, …, 1f. */
const SEED = Buffer.from(Array.from({ length: 32 }, (_, index) => index));
const hmac: SeedHmac = async (message) =>
  new Uint8Array(createHmac('sha256', SEED).update(message, 'utf8').digest());

/**
 * Fixed vectors of the jackpot draw rule. The first was checked by hand (docs/jackpots.md):
 *   printf 'drop-point' | openssl dgst -sha256 -mac HMAC -macopt hexkey:000102…1f
 *   → 254b216c981818f1…; 0x254b216c981818f1 mod 150000 = 133489; 50000 + 133489 = 183489.
 */
describe('the jackpot draw rule', () => {
  it('publishes the seed’s SHA-256', () => {
    expect(createHash('sha256').update(SEED).digest('hex')).toBe(
      '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    );
  });

  it('draws the must-drop point from the seed: seed amount up to one unit below the cap', async () => {
    expect(Buffer.from(await hmac(DROP_POINT_MESSAGE)).toString('hex')).toBe(
      '254b216c981818f18e43b4784813d37468db06d2121cf70c46de297542223bf9',
    );
    expect(await dropPoint(hmac, 50_000, 200_000)).toBe(183_489);
    expect(await dropPoint(hmac, 1, 2 ** 40)).toBe(466_410_628_115);
    // A cap one above the seed leaves one point: the seed amount itself (drops on the first round).
    expect(await dropPoint(hmac, 10_000, 10_001)).toBe(10_000);
    await expect(dropPoint(hmac, 10_000, 10_000)).rejects.toThrow(RangeError);
  });

  it('draws each progressive round from its id: stake ÷ stakePerWin', async () => {
    expect(await uniformBelow(hmac, 'round:PG:1', 20_000_000)).toBe(12_610_667);
    expect(await uniformBelow(hmac, 'round:PG:1', 1000)).toBe(667);
    expect(await uniformBelow(hmac, 'round:PG:2', 1000)).toBe(64);
    expect(await uniformBelow(hmac, 'round:PG:3', 1000)).toBe(270);
    expect(await uniformBelow(hmac, 'round:LOTT:7', 1000)).toBe(840);
    expect(await progressiveWins(hmac, 'PG:1', 500, 1000)).toBe(false);
    expect(await progressiveWins(hmac, 'PG:2', 500, 1000)).toBe(true);
    expect(await progressiveWins(hmac, 'PG:3', 500, 1000)).toBe(true);
    expect(await progressiveWins(hmac, 'LOTT:7', 500, 1000)).toBe(false);
    // 667 < 668: a stake one unit larger wins what 667 did not.
    expect(await progressiveWins(hmac, 'PG:1', 668, 1000)).toBe(true);
    // A stake at or above stakePerWin always wins.
    expect(await progressiveWins(hmac, 'PG:1', 1000, 1000)).toBe(true);
  });

  it('skips a word at or above the largest multiple of n, then reads the next block', async () => {
    const n = 3;
    // ⌊2⁶⁴/3⌋·3 = 2⁶⁴ − 1: only the all-ones word is skipped.
    const skipped = new Uint8Array(32).fill(0xff);
    const next = new Uint8Array(32);
    next[7] = 5;
    const asked: string[] = [];
    const crafted: SeedHmac = async (message) => {
      asked.push(message);
      return message === 'm' ? skipped : next;
    };
    expect(await uniformBelow(crafted, 'm', n)).toBe(2);
    expect(asked).toEqual(['m', 'm:1']);
  });
});
