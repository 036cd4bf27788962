import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledStatement } from '../../../server/db/compiled-statement';
import type { Db } from '../../../server/modules/database';
import { accountFor } from '../../../server/modules/ledger/accounts';
import { transfer } from '../../../server/modules/ledger/transfer';
import { balanceOf } from './games-play-fixtures';
import { startServer, type TestServer } from './harness';
import { newPlayer } from './payments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const db = () => server.ctx.db;
const at = () => new Date(server.clock.now());

/** The accounts among `ids` whose kind starts with `prefix`, as Kysely builds it on each call. */
const accountsBuilt = (on: Db, args: { ids: number[]; prefix: string }) =>
  on
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'member_id'])
    .where('id', 'in', args.ids)
    .where('kind', 'like', sql<string>`${args.prefix} || '%'`)
    .where('balance_minor', '>=', 0)
    .orderBy('id');

describe('a statement compiled once', () => {
  it('answers what the statement built per call answers, for other values and list lengths', async () => {
    let builds = 0;
    const accounts = compiledStatement((on: Db, args: { ids: number[]; prefix: string }) => {
      builds += 1;
      return accountsBuilt(on, args);
    });
    const ids = (await db().selectFrom('ledger_accounts').select('id').orderBy('id').limit(6).execute()).map(
      (row) => row.id,
    );
    expect(ids.length).toBe(6);
    const cases = [
      { ids: ids.slice(0, 2), prefix: 'house' },
      { ids: ids.slice(2, 4), prefix: 'player' },
      { ids: ids.slice(0, 3), prefix: '' },
      { ids: [ids[5]!, ids[1]!, ids[3]!], prefix: 'h' },
      { ids: ids.slice(4, 6), prefix: '' },
    ];
    for (const args of cases) {
      const { rows } = await accounts(db(), args);
      expect(rows).toEqual(await accountsBuilt(db(), args).execute());
    }
    // Two shapes (two and three ids): each built once.
    expect(builds).toBe(2);
  });

  it('reads values inside lists of objects, and keeps the values the statement itself holds', async () => {
    const pairs = compiledStatement(
      (_on: Db, args: { rows: { n: number; label: string }[]; at: Date }) => sql<{
        n: number;
        label: string;
        at: Date;
        fixed: string;
      }>`SELECT rows.n, rows.label, ${args.at}::timestamptz AS at, ${'kept'}::text AS fixed
        FROM (VALUES ${sql.join(args.rows.map((row) => sql`(${row.n}::integer, ${row.label}::text)`))})
        AS rows (n, label) ORDER BY rows.n`,
    );
    const first = new Date('2026-01-02T03:04:05.000Z');
    const second = new Date('2026-02-03T04:05:06.000Z');
    expect(
      (
        await pairs(db(), {
          rows: [
            { n: 2, label: 'b' },
            { n: 1, label: 'a' },
          ],
          at: first,
        })
      ).rows,
    ).toEqual([
      { n: 1, label: 'a', at: first, fixed: 'kept' },
      { n: 2, label: 'b', at: first, fixed: 'kept' },
    ]);
    expect(
      (
        await pairs(db(), {
          rows: [
            { n: 7, label: 'x' },
            { n: 5, label: 'y' },
          ],
          at: second,
        })
      ).rows,
    ).toEqual([
      { n: 5, label: 'y', at: second, fixed: 'kept' },
      { n: 7, label: 'x', at: second, fixed: 'kept' },
    ]);
    expect((await pairs(db(), { rows: [{ n: 3, label: 'c' }], at: second })).rows).toEqual([
      { n: 3, label: 'c', at: second, fixed: 'kept' },
    ]);
  });

  it('refuses a list placed whole as one parameter, whose values would stay those of the first call', async () => {
    const whole = compiledStatement(
      (_on: Db, args: { ids: number[] }) =>
        sql<{ id: number }>`SELECT id FROM ledger_accounts WHERE id = ANY(${args.ids})`,
    );
    // A mistake in the statement itself: it throws at its first run, before anything is sent.
    expect(() => whole(db(), { ids: [1, 2] })).toThrow('a list argument is placed as one parameter');
  });

  it('posts transfers of two and of three legs, each with its own amounts and accounts', async () => {
    const player = await newPlayer(server, 'compiled_legs', 10_000);
    const main = await accountFor(db(), player.id, 'player_main', at());
    const house = await accountFor(db(), null, 'house_games', at());
    const promotions = await accountFor(db(), null, 'house_promotions', at());
    const balances = async () => ({
      main: await balanceOf(server, player.id, 'player_main'),
      house: await balanceOf(server, null, 'house_games'),
      promotions: await balanceOf(server, null, 'house_promotions'),
    });
    const bonus = (key: string, memo: string, legs: [accountId: number, amountMinor: number][]) =>
      transfer(db(), {
        idempotencyKey: `compiled-legs:${key}`,
        kind: 'bonus',
        memo,
        legs: legs.map(([accountId, amountMinor]) => ({ accountId, amountMinor })),
        at: at(),
      });
    const before = await balances();
    const posted = [
      await bonus('1', 'two legs', [
        [main, -300],
        [house, 300],
      ]),
      await bonus('2', 'three legs', [
        [main, -500],
        [house, 200],
        [promotions, 300],
      ]),
      await bonus('3', 'two legs again', [
        [promotions, -40],
        [main, 40],
      ]),
    ];
    expect(posted.every((result) => result.created)).toBe(true);
    for (const result of posted) {
      const entries = await db()
        .selectFrom('ledger_entries')
        .select(['account_id as accountId', 'amount_minor as amountMinor'])
        .where('transfer_id', '=', result.transferId)
        .orderBy('id')
        .execute();
      expect(entries).toEqual(result.entries);
    }
    const after = await balances();
    expect(after.main).toBe(before.main - 300 - 500 + 40);
    expect(after.house).toBe(before.house + 300 + 200);
    expect(after.promotions).toBe(before.promotions + 300 - 40);
  });
});
