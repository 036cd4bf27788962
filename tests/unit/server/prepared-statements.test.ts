import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, postgresPool } from '../../../server/db/connection';
import { MAX_PREPARED_TEXT, StatementCache } from '../../../server/db/prepared-statements';
import type { Database } from '../../../server/modules/database';
import { memberBalance } from '../../../server/modules/ledger/accounts';
import { adminQuery } from './seeded-copy';

const url = process.env.DATABASE_URL;

/** The statements prepared on the connection `client` is. */
async function preparedOn(client: pg.PoolClient): Promise<{ name: string; statement: string }[]> {
  const { rows } = await client.query('select name, statement from pg_prepared_statements');
  return rows;
}

/** The writes `client` makes to its socket while `work` runs (messages sent together are one write). */
async function writesDuring(client: pg.PoolClient, work: () => Promise<unknown>): Promise<number> {
  type Write = (...args: unknown[]) => void;
  const socket = (client as unknown as { connection: { stream: Record<'_write' | '_writev', Write> } })
    .connection.stream;
  let writes = 0;
  for (const method of ['_write', '_writev'] as const) {
    const original = socket[method];
    socket[method] = function (this: unknown, ...args: unknown[]) {
      writes += 1;
      return original.apply(this, args);
    };
  }
  try {
    await work();
  } finally {
    delete (socket as Partial<typeof socket>)._write;
    delete (socket as Partial<typeof socket>)._writev;
  }
  return writes;
}

describe('the statement cache', () => {
  const read = 'select kind from ledger_accounts where member_id = $1';

  it('names a text with parameters at its second run, and keeps the name', () => {
    const cache = new StatementCache();
    expect(cache.nameOf(read, [7])).toBeUndefined();
    const name = cache.nameOf(read, [8]);
    expect(name).toMatch(/^s\d+$/);
    expect(cache.nameOf(read, [9])).toBe(name);
    expect(cache.nameOf('select 1 where $1 = 1', [1])).toBeUndefined();
  });

  it('leaves unnamed texts without parameters, texts that expand *, and long texts', () => {
    const cache = new StatementCache();
    const long = `select kind from ledger_accounts where member_id in (${'$1, '.repeat(MAX_PREPARED_TEXT / 4)}$1)`;
    for (const [text, values] of [
      ['begin', []],
      ['select * from vendors where code = $1', ['DS88']],
      ['select "vendors".* from vendors where code = $1', ['DS88']],
      ['insert into vendors (code) values ($1) returning *', ['DS88']],
      [long, [1]],
    ] as const) {
      cache.nameOf(text, values);
      expect(cache.nameOf(text, values), text.slice(0, 40)).toBeUndefined();
    }
    // A count of rows is not a `*` of columns.
    const count = 'select count(*) from ledger_accounts where member_id = $1';
    cache.nameOf(count, [7]);
    expect(cache.nameOf(count, [7])).toBeDefined();
  });

  it('names no more texts than its limit', () => {
    const cache = new StatementCache(2);
    const texts = ['a', 'b', 'c'].map((column) => `select ${column} from t where id = $1`);
    for (const text of texts) cache.nameOf(text, [1]);
    expect(texts.map((text) => cache.nameOf(text, [1]) !== undefined)).toEqual([true, true, false]);
  });

  it('gives a text a new name when its result columns changed under the prepared statement', () => {
    const cache = new StatementCache();
    cache.nameOf(read, [1]);
    const first = cache.nameOf(read, [1]);
    cache.failed(read, new Error('relation "ledger_accounts" does not exist'));
    expect(cache.nameOf(read, [1])).toBe(first);
    cache.failed(read, new Error('cached plan must not change result type'));
    const second = cache.nameOf(read, [1]);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });
});

describe.skipIf(!url)('prepared statements on PostgreSQL', () => {
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  let pool: pg.Pool;

  beforeAll(async () => {
    await adminQuery(url!, `CREATE SCHEMA ${schema}`);
    await adminQuery(
      url!,
      `CREATE TABLE ${schema}.ledger_accounts (member_id int, kind text, balance_minor bigint);
       INSERT INTO ${schema}.ledger_accounts VALUES
         (7, 'player_main', 1500), (7, 'player_vendor:DS88', 250), (7, 'house_seed', 99), (8, 'player_main', 5)`,
    );
    pool = postgresPool(url!, schema);
  });

  afterAll(async () => {
    await pool.end();
    await adminQuery(url!, `DROP SCHEMA ${schema} CASCADE`);
  });

  it('run the balance read prepared on the connection, with the same answers', async () => {
    const db = createDb<Database>(pool);
    // One after the other: the pool hands back its one idle connection each time.
    expect(await memberBalance(db, 7)).toBe(1750);
    expect(await memberBalance(db, 8)).toBe(5);
    expect(await memberBalance(db, 9)).toBe(0);
    expect(await memberBalance(db, 7)).toBe(1750);
    expect(pool.totalCount).toBe(1);
    const client = await pool.connect();
    try {
      const prepared = await preparedOn(client);
      expect(prepared.filter((row) => row.statement.includes('sum(balance_minor)'))).toHaveLength(1);
    } finally {
      client.release();
    }
  });

  it('answer a statement that fails with its error each time, and the connection goes on', async () => {
    const client = await pool.connect();
    try {
      for (let run = 0; run < 3; run += 1) {
        await expect(client.query('select member_id from no_such_table where id = $1', [1])).rejects.toThrow(
          /no_such_table/,
        );
        expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      }
    } finally {
      client.release();
    }
  });

  it('keep answering while another node adds a column, the `*` read unprepared and with the new column', async () => {
    const client = await pool.connect();
    const named = 'select kind, balance_minor from ledger_accounts where member_id = $1 order by kind';
    const every = 'select * from ledger_accounts where member_id = $1 order by kind';
    try {
      for (let run = 0; run < 3; run += 1) {
        await client.query(named, [8]);
        await client.query(every, [8]);
      }
      const statements = (await preparedOn(client)).map((row) => row.statement);
      expect(statements).toContain(named);
      expect(statements).not.toContain(every);
      await adminQuery(url!, `ALTER TABLE ${schema}.ledger_accounts ADD COLUMN note text DEFAULT 'new'`);
      expect((await client.query(named, [8])).rows).toEqual([{ kind: 'player_main', balance_minor: 5 }]);
      expect((await client.query(every, [8])).rows).toEqual([
        { member_id: 8, kind: 'player_main', balance_minor: 5, note: 'new' },
      ]);
    } finally {
      client.release();
      await adminQuery(url!, `ALTER TABLE ${schema}.ledger_accounts DROP COLUMN note`);
    }
  });

  it('send a transaction’s begin in one write with its first statement, which runs in the transaction', async () => {
    const [client, other] = [await pool.connect(), await pool.connect()];
    // As Kysely calls it: every text with its array of values.
    const run = (on: pg.PoolClient, text: string, values: unknown[] = []) => on.query(text, values);
    const add =
      'update ledger_accounts set balance_minor = balance_minor + $1 where member_id = $2 and kind = $3';
    const plusOne = [1, 7, 'house_seed'];
    const balance = async (on: pg.PoolClient) =>
      (await run(on, 'select balance_minor from ledger_accounts where kind = $1', ['house_seed'])).rows[0]
        .balance_minor;
    try {
      await run(client, add, [0, 7, 'house_seed']);
      await run(client, add, [0, 7, 'house_seed']);
      const firsts: [pg.PoolClient, string, unknown[], number][] = [
        // prepared on the connection: one write
        [client, add, plusOne, 1],
        // unnamed, with or without parameters: one write
        [client, `${add} and 1 = 1`, plusOne, 1],
        [
          client,
          "update ledger_accounts set balance_minor = balance_minor + 1 where kind = 'house_seed'",
          [],
          1,
        ],
        // named but not prepared on this connection yet, or several statements in one text: the begin on its own
        [other, add, plusOne, 2],
        [
          client,
          "select 1; update ledger_accounts set balance_minor = balance_minor + 1 where kind = 'house_seed'",
          [],
          2,
        ],
      ];
      for (const [on, text, values, writes] of firsts) {
        expect(await writesDuring(on, () => run(on, 'begin').then(() => run(on, text, values)))).toBe(writes);
        expect(await balance(on)).toBe(100);
        expect(await balance(on === client ? other : client)).toBe(99);
        await run(on, 'rollback');
        expect(await balance(on)).toBe(99);
      }
      expect(await writesDuring(client, () => run(client, 'begin').then(() => run(client, 'commit')))).toBe(
        0,
      );
      await run(client, 'begin');
      await expect(run(client, add, ['x', 7, 'house_seed'])).rejects.toThrow(/invalid input/);
      await expect(run(client, 'select 1 as one')).rejects.toThrow(/transaction is aborted/);
      await run(client, 'rollback');
      await run(client, 'begin');
      await run(client, add, plusOne);
      await run(client, 'commit');
      expect(await balance(other)).toBe(100);
    } finally {
      await run(client, add, [-1, 7, 'house_seed']).catch(() => {});
      client.release();
      other.release();
    }
  });

  it('answer again after a column the prepared statement returns changed its type, failing once', async () => {
    const client = await pool.connect();
    const kinds = 'select kind from ledger_accounts where member_id = $1 order by kind';
    try {
      await client.query(kinds, [8]);
      expect((await client.query(kinds, [8])).rows).toEqual([{ kind: 'player_main' }]);
      await client.query('alter table ledger_accounts alter column kind type varchar(60)');
      await expect(client.query(kinds, [8])).rejects.toThrow(/cached plan must not change result type/);
      expect((await client.query(kinds, [8])).rows).toEqual([{ kind: 'player_main' }]);
    } finally {
      client.release();
    }
  });
});
