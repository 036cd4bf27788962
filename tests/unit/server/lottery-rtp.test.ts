import { describe, expect, it } from 'vitest';
import { LOTTERY_GAMES, oddsOf } from '../../../server/modules/lottery/games';
import { tiersOf } from '../../../src/core/lottery/draw';
import { BIG_FROM, playsOf, selectionCount } from '../../../src/core/lottery/plays';

/**
 * The return to player of every play of every game, computed exactly from the draw's
 * structure: every prize number is uniform over its digits, so each 2-digit ending is uniform
 * over 00–99 and independent of the others.
 */
const choose = (n: number, k: number) => {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
};

/** P(every one of k given endings ends at least one of n prize numbers), by inclusion–exclusion. */
const allPresent = (k: number, n: number) => {
  let p = 0;
  for (let j = 0; j <= k; j++) p += (-1) ** j * choose(k, j) * ((100 - j) / 100) ** n;
  return p;
};

/** How many of the 1000 three-digit numbers have each digit sum, and how many are triples. */
const sums = Array.from({ length: 28 }, () => 0);
for (let number = 0; number < 1000; number++) {
  sums[[...String(number).padStart(3, '0')].reduce((sum, digit) => sum + Number(digit), 0)]! += 1;
}
const TRIPLES_PER_SIDE = 5;

/** [play, selection, return] for each way to bet on a game. */
function returns(game: (typeof LOTTERY_GAMES)[number]): [string, string, number][] {
  const numbers = tiersOf(game.format).reduce((sum, tier) => sum + tier.count, 0);
  const odds = (play: Parameters<typeof oddsOf>[1], selection: string[]) =>
    oddsOf(game, play, selection) / 1000;
  return playsOf(game.format).flatMap((play): [string, string, number][] => {
    switch (play) {
      case 'lo':
        return [[play, '00', (numbers / 100) * odds(play, ['00'])]];
      case 'de':
        return [[play, '00', odds(play, ['00']) / 100]];
      case 'bacang':
      case 'exact':
        return [[play, '000', odds(play, ['000']) / 1000]];
      case 'xien2':
      case 'xien3':
      case 'xien4': {
        const k = selectionCount(play);
        return [[play, '', allPresent(k, numbers) * odds(play, [])]];
      }
      case 'bigsmall':
      case 'oddeven': {
        // Half the sums are big (or odd); the five triples on that side lose.
        const wins = (500 - TRIPLES_PER_SIDE) / 1000;
        return play === 'bigsmall'
          ? [
              [play, 'big', wins * odds(play, ['big'])],
              [play, 'small', wins * odds(play, ['small'])],
            ]
          : [
              [play, 'odd', wins * odds(play, ['odd'])],
              [play, 'even', wins * odds(play, ['even'])],
            ];
      }
      case 'sum':
        return sums.map((count, sum) => [play, String(sum), (count / 1000) * odds(play, [String(sum)])]);
      default:
        throw new Error(`no return rule for ${play}`);
    }
  });
}

describe('return to player', () => {
  it('is between 85% and 97% for every play of every game', () => {
    for (const game of LOTTERY_GAMES) {
      for (const [play, selection, rtp] of returns(game)) {
        expect({ game: game.code, play, selection, rtp }).toEqual({
          game: game.code,
          play,
          selection,
          rtp: expect.toSatisfy((value: number) => value >= 0.85 && value <= 0.97),
        });
      }
    }
  });

  it('counts the sums and the big side as the plays assume', () => {
    expect(sums.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(sums.slice(BIG_FROM).reduce((a, b) => a + b, 0)).toBe(500);
    expect(allPresent(1, 27)).toBeCloseTo(1 - 0.99 ** 27, 12);
  });
});
