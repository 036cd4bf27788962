// Members with money for the cluster's bench: created in its database the way the seed creates
// demo_player (same password, funded from house_seed by a ledger transfer with its own key), so
// clients can each sign in as a member of their own, as on a real site.
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';

const root = resolve(import.meta.dirname, '..');

/** `count` members named `<prefix>_<n>`, each with `balanceMinor` in their main wallet; answers their usernames. */
export async function fundedMembers(
  databaseUrl,
  { count, prefix = 'bench_member', balanceMinor = 1_000_000 },
) {
  // The server's TypeScript modules, in this process's module graph.
  register();
  const server = (path) => import(join(root, path));
  const { createDb, postgresPool } = await server('server/db/connection.ts');
  const { accountFor } = await server('server/modules/ledger/accounts.ts');
  const { transfer } = await server('server/modules/ledger/transfer.ts');
  const pool = postgresPool(databaseUrl);
  const db = createDb(pool);
  try {
    const at = new Date();
    const model = await db
      .selectFrom('members')
      .select(['password_hash', 'type', 'upline_id'])
      .where('username', '=', 'demo_player')
      .executeTakeFirstOrThrow();
    const house = await accountFor(db, null, 'house_seed', at);
    const usernames = [];
    for (let index = 0; index < count; index += 1) {
      const username = `${prefix}_${index}`;
      await db
        .insertInto('members')
        .values({
          username,
          username_lower: username,
          password_hash: model.password_hash,
          password_changed_at: at,
          type: model.type,
          upline_id: model.upline_id,
          profile: '{}',
          created_at: at,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      const member = await db
        .selectFrom('members')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      const main = await accountFor(db, member.id, 'player_main', at);
      await transfer(db, {
        idempotencyKey: `bench-fund:${username}`,
        kind: 'seed',
        memo: 'Opening balance of a bench member',
        legs: [
          { accountId: house, amountMinor: -balanceMinor },
          { accountId: main, amountMinor: balanceMinor },
        ],
        at,
      });
      usernames.push(username);
    }
    return usernames;
  } finally {
    await db.destroy();
  }
}
