import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { afterCommit, CommittedEvents, withCommitScope } from '../../../server/db/after-commit';

// The commit scopes alone: `transaction` stands for opening a transaction (or a savepoint) and running in it.
const root = { isTransaction: false } as Kysely<unknown>;
const trx = { isTransaction: true } as Kysely<unknown>;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('work after the commit', () => {
  it('waits for the outermost transaction, and runs with the handle it was opened on', async () => {
    const ran: string[] = [];
    await withCommitScope(root, async () => {
      afterCommit(trx, (db) => ran.push(db === root ? 'outer' : 'other'));
      await withCommitScope(root, async () => {
        afterCommit(trx, () => ran.push('inner'));
      });
      await settled();
      expect(ran).toEqual([]);
    });
    await settled();
    expect(ran).toEqual(['outer', 'inner']);
  });

  it('drops the work of a transaction that fails, and of a savepoint that fails inside one that commits', async () => {
    const ran: string[] = [];
    await expect(
      withCommitScope(root, async () => {
        afterCommit(trx, () => ran.push('rolled back'));
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    await withCommitScope(root, async () => {
      afterCommit(trx, () => ran.push('kept'));
      await withCommitScope(root, async () => {
        afterCommit(trx, () => ran.push('refused'));
        throw new Error('refused transfer');
      }).catch(() => undefined);
    });
    await settled();
    expect(ran).toEqual(['kept']);
  });

  it('runs at once outside a transaction, and a failing listener harms nothing', async () => {
    const events = new CommittedEvents<number>();
    const heard: number[] = [];
    events.listen(root, (event) => {
      if (event === 0) throw new Error('listener bug');
      heard.push(event);
    });
    await withCommitScope(root, async () => {
      events.announce(trx, 0);
      events.announce(trx, 1);
    });
    events.announce(root, 2);
    await settled();
    expect(heard).toEqual([1, 2]);
  });
});
