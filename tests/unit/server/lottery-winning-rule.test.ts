import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../server/db/connection';
import type { Database, Db } from '../../../server/modules/database';
import { hitsOf } from '../../../server/modules/lottery/winning-rule';
import { type DrawFormat, type DrawnPrize, drawPrizes } from '../../../src/core/lottery/draw';
import { BIG_FROM, type PlayType, winningTable } from '../../../src/core/lottery/plays';
import { testDatabase } from './harness';

const sha256 = async (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

/**
 * The rule as the spec states it, worked out from the prizes alone (no winning table): how many
 * times a bet wins. The settlement's SQL must agree with it on every bet of a draw.
 */
function expectedHits(prizes: readonly DrawnPrize[], play: PlayType, selection: readonly string[]): number {
  const numbers = prizes.flatMap((prize) => prize.numbers);
  const special = prizes.find((prize) => prize.tier === 'special')?.numbers[0] ?? '';
  const [first = ''] = selection;
  const digits = [...special].map(Number);
  const sum = digits.reduce((a, b) => a + b, 0);
  const triple = new Set(digits).size === 1;
  switch (play) {
    case 'lo':
      return numbers.filter((number) => number.endsWith(first)).length;
    case 'de':
      return special.endsWith(first) ? 1 : 0;
    case 'bacang':
      return special.endsWith(first) ? 1 : 0;
    case 'xien2':
    case 'xien3':
    case 'xien4':
      return selection.every((two) => numbers.some((number) => number.endsWith(two))) ? 1 : 0;
    case 'exact':
      return special === first ? 1 : 0;
    case 'sum':
      return String(sum) === first ? 1 : 0;
    case 'bigsmall':
      return !triple && (sum >= BIG_FROM ? 'big' : 'small') === first ? 1 : 0;
    case 'oddeven':
      return !triple && (sum % 2 === 1 ? 'odd' : 'even') === first ? 1 : 0;
  }
}

const padded = (n: number, width: number) => String(n).padStart(width, '0');
const range = (n: number, width: number) => Array.from({ length: n }, (_, i) => padded(i, width));

/** Every bet a draw of the format can take, but for xiên 3 and 4, sampled (winning ones included). */
function betsOf(format: DrawFormat, prizes: readonly DrawnPrize[]): Array<[PlayType, string[]]> {
  if (format === 'fast') {
    return [
      ...range(1000, 3).map((n): [PlayType, string[]] => ['exact', [n]]),
      ...Array.from({ length: 28 }, (_, n): [PlayType, string[]] => ['sum', [String(n)]]),
      ['bigsmall', ['big']],
      ['bigsmall', ['small']],
      ['oddeven', ['odd']],
      ['oddeven', ['even']],
    ];
  }
  const twos = range(100, 2);
  const bets: Array<[PlayType, string[]]> = [
    ...twos.map((n): [PlayType, string[]] => ['lo', [n]]),
    ...twos.map((n): [PlayType, string[]] => ['de', [n]]),
    ...range(1000, 3).map((n): [PlayType, string[]] => ['bacang', [n]]),
  ];
  for (let a = 0; a < 100; a++) for (let b = a + 1; b < 100; b++) bets.push(['xien2', [twos[a]!, twos[b]!]]);
  const endings = [
    ...new Set(prizes.flatMap((prize) => prize.numbers.map((number) => number.slice(-2)))),
  ].sort();
  const pick = (from: readonly string[], size: number) => {
    const chosen = new Set<string>();
    while (chosen.size < size) chosen.add(from[randomBytes(1)[0]! % from.length]!);
    return [...chosen].sort();
  };
  for (let i = 0; i < 400; i++) {
    bets.push(['xien3', pick(i % 2 ? endings : twos, 3)], ['xien4', pick(i % 2 ? endings : twos, 4)]);
  }
  return bets;
}

describe('the lottery winning rule', () => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const test = await testDatabase();
    db = createDb<Database>(test.database);
    drop = test.drop;
    await sql`CREATE TABLE bets (id serial PRIMARY KEY, play_type text NOT NULL, selection text[] NOT NULL)`.execute(
      db,
    );
  });

  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  for (const format of ['north', 'south', 'fast'] as const) {
    it(`as settlement applies it agrees with the rule worked out from the prizes, on every ${format} bet of 3 draws`, async () => {
      for (let draw = 0; draw < 3; draw++) {
        const prizes = await drawPrizes(randomBytes(32).toString('hex'), format, sha256);
        const bets = betsOf(format, prizes);
        await sql`TRUNCATE bets`.execute(db);
        await sql`INSERT INTO bets (play_type, selection)
          SELECT play, string_to_array(picked, ',')
          FROM unnest(${bets.map(([play]) => play)}::text[], ${bets.map(([, picked]) => picked.join(','))}::text[])
            AS b(play, picked)`.execute(db);
        const settled = await sql<{ play_type: PlayType; selection: string[]; hits: number }>`
          SELECT play_type, selection, ${hitsOf(winningTable(format, prizes))} AS hits FROM bets ORDER BY id`.execute(
          db,
        );
        expect(settled.rows).toHaveLength(bets.length);
        const wrong = settled.rows.filter(
          (bet) => Number(bet.hits) !== expectedHits(prizes, bet.play_type, bet.selection),
        );
        expect(wrong, JSON.stringify({ prizes, wrong: wrong.slice(0, 5) })).toEqual([]);
        expect(settled.rows.some((bet) => Number(bet.hits) > 0)).toBe(true);
      }
    });
  }
});
