import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, LOCK_TIMEOUT_MS, postgresPool } from '../../../server/db/connection';
import { inRequestTransaction } from '../../../server/db/request-transaction';
import { inTransaction } from '../../../server/db/transaction';
import { adminQuery } from './seeded-copy';

const url = process.env.DATABASE_URL;

interface Tables {
  wallets: { id: number; balance: number };
}
type Db = ReturnType<typeof createDb<Tables>>;

/** PostgreSQL's answer to a statement that waited for a lock longer than lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

describe.skipIf(!url)('a lock held by another transaction, on PostgreSQL', () => {
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  let pool: pg.Pool;
  let holder: pg.PoolClient;

  beforeAll(async () => {
    await adminQuery(
      url!,
      `CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.wallets (id int PRIMARY KEY, balance int);
      INSERT INTO ${schema}.wallets VALUES (1, 100)`,
    );
    pool = postgresPool(url!, schema);
    // Another session holds the row for the whole file, as a stuck transaction would.
    holder = await pool.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT * FROM wallets WHERE id = 1 FOR UPDATE');
  });

  afterAll(async () => {
    await holder.query('ROLLBACK');
    holder.release();
    await pool.end();
    await adminQuery(url!, `DROP SCHEMA ${schema} CASCADE`);
  });

  const lockWallet = (db: Db) => sql`UPDATE wallets SET balance = balance + 1 WHERE id = 1`.execute(db);

  it.each([
    ['a request’s transaction', (db: Db) => inRequestTransaction(db, () => lockWallet(db))],
    ['a transaction', (db: Db) => inTransaction(db, (trx) => lockWallet(trx))],
    ['a statement on its own', lockWallet],
  ])(
    'fails %s that waits for it longer than the lock timeout, instead of hanging',
    async (_name, work) => {
      const db = createDb<Tables>(pool);
      const started = performance.now();
      await expect(work(db)).rejects.toMatchObject({ code: LOCK_NOT_AVAILABLE });
      expect(performance.now() - started).toBeGreaterThanOrEqual(LOCK_TIMEOUT_MS - 50);
      // The connection goes back to the pool usable: no transaction left open on it.
      const { rows } = await sql<{ balance: number }>`SELECT balance FROM wallets WHERE id = 1`.execute(db);
      expect(rows).toEqual([{ balance: 100 }]);
    },
    20_000,
  );
});
