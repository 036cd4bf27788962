import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, postgresPool } from '../../../server/db/connection';
import { preparedStatement } from '../../../server/db/prepared-statements';
import type { Database } from '../../../server/modules/database';
import { memberBalance } from '../../../server/modules/ledger/accounts';
import { adminQuery } from './seeded-copy';

const url = process.env.DATABASE_URL;

/** The statements prepared on the connection `client` is. */
async function preparedOn(client: pg.PoolClient): Promise<{ name: string; statement: string }[]> {
  const { rows } = await client.query('select name, statement from pg_prepared_statements');
  return rows;
}

describe('prepared statements', () => {
  it('refuse a name already given to another text', () => {
    const name = `twice_${randomUUID().replace(/-/g, '')}`;
    expect(preparedStatement(name, 'select 1')).toBe('select 1');
    expect(preparedStatement(name, 'select 1')).toBe('select 1');
    expect(() => preparedStatement(name, 'select 2')).toThrow(/already another statement/);
  });

  describe.skipIf(!url)('on PostgreSQL', () => {
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

    it('run the balance read as a statement prepared once per connection, with the same answers', async () => {
      const db = createDb<Database>(pool);
      // One after the other: the pool hands back its one idle connection each time.
      expect(await memberBalance(db, 7)).toBe(1750);
      expect(await memberBalance(db, 8)).toBe(5);
      expect(await memberBalance(db, 9)).toBe(0);
      expect(pool.totalCount).toBe(1);
      const client = await pool.connect();
      try {
        const prepared = await preparedOn(client);
        expect(prepared.map((row) => row.name)).toEqual(['member_balance']);
        expect(prepared[0]!.statement).toContain('sum(balance_minor)');
        // Any other text still runs unnamed.
        await client.query('select count(*) from ledger_accounts where member_id = $1', [7]);
        expect(await preparedOn(client)).toHaveLength(1);
      } finally {
        client.release();
      }
    });

    it('answer a statement that fails with its error, and the connection goes on', async () => {
      const missing = preparedStatement('test_missing_table', 'select * from no_such_table where id = $1');
      const client = await pool.connect();
      try {
        await expect(client.query(missing, [1])).rejects.toThrow(/no_such_table/);
        expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      } finally {
        client.release();
      }
    });
  });
});
