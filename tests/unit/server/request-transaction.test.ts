import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from '../../../server/db/after-commit';
import { createDb } from '../../../server/db/connection';
import { inRequestTransaction, requestTransactionOr } from '../../../server/db/request-transaction';
import { inTransaction } from '../../../server/db/transaction';

interface Tables {
  moves: { id: number };
}

const pglite = new PGlite();
const db = createDb<Tables>(pglite);
const ids = async () =>
  (await db.selectFrom('moves').select('id').orderBy('id').execute()).map((row) => row.id);

beforeAll(() => sql`CREATE TABLE moves (id int PRIMARY KEY)`.execute(db));
afterAll(() => db.destroy());

describe('work that joins the request’s transaction', () => {
  it('is the handle it was given outside a request', () => {
    expect(requestTransactionOr(db)).toBe(db);
  });

  it('commits with the request, and what it registered for the commit runs after it', async () => {
    const heard: string[] = [];
    await inRequestTransaction(db, async () => {
      const trx = requestTransactionOr(db);
      expect(trx.isTransaction).toBe(true);
      await inTransaction(trx, async (joined) => {
        await joined.insertInto('moves').values({ id: 1 }).execute();
        afterCommit(joined, () => heard.push('committed'));
      });
      expect(heard).toEqual([]);
    });
    await Promise.resolve();
    expect(heard).toEqual(['committed']);
    expect(await ids()).toEqual([1]);
  });

  it('is rolled back with the request when it fails, and nothing it registered runs', async () => {
    const heard: string[] = [];
    await expect(
      inRequestTransaction(db, async () => {
        const trx = requestTransactionOr(db);
        await trx.insertInto('moves').values({ id: 2 }).execute();
        afterCommit(trx, () => heard.push('committed'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await Promise.resolve();
    expect(heard).toEqual([]);
    expect(await ids()).toEqual([1]);
  });

  it('is not handed to another database’s work', async () => {
    const other = createDb<Tables>(pglite);
    await inRequestTransaction(db, async () => {
      expect(requestTransactionOr(other)).toBe(other);
    });
  });
});
