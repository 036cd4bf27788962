import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { ManualClock } from '../../../server/clock';
import { type DatabaseSource, postgresPool } from '../../../server/db/connection';
import { generateJweKeys } from '../../../server/http/jwe';
import { formerMigrationNames, migrations } from '../../../server/modules';
import { auth, wallet } from '../../../src/core/contract';
import { TestServer } from './harness';

/**
 * A database the server of commit 8805c5a made on PostgreSQL: migrated, seeded, then stripped of most of the
 * generated game catalogue (two games a vendor kept, and every lottery). Dumped with
 * `pg_dump --inserts --no-owner --no-privileges`, without comments, SET lines and psql meta-commands, and
 * with the schema written as __schema__.
 */
const dump = gunzipSync(readFileSync(join(__dirname, '../../fixtures/database-8805c5a.sql.gz'))).toString();

/** The dump restored into a fresh database: a new schema on DATABASE_URL's PostgreSQL, else PGlite. */
async function restoredDatabase(): Promise<{ database: DatabaseSource; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const pglite = new PGlite();
    await pglite.exec(dump.replaceAll('__schema__', 'public'));
    return { database: pglite, drop: async () => {} };
  }
  const schema = `upgrade_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.query(dump.replaceAll('__schema__', schema));
  } finally {
    await admin.end();
  }
  return {
    database: postgresPool(url, schema),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleaner.end();
    },
  };
}

describe('migration names', () => {
  const names = Object.keys(migrations).sort();

  it('are numbered 001, 002, … without a gap or a repeat', () => {
    expect(names.map((name) => name.slice(0, 4))).toEqual(
      names.map((_, index) => `${String(index + 1).padStart(3, '0')}_`),
    );
  });

  it('map every former name to a migration, and no former name to another migration', () => {
    for (const [old, name] of Object.entries(formerMigrationNames)) {
      expect(names).toContain(name);
      if (names.includes(old)) expect(old).toBe(name);
    }
  });
});

describe('a database made by commit 8805c5a', () => {
  it('migrates to today’s schema and serves its members, balances and games as before', async () => {
    const { database, drop } = await restoredDatabase();
    const { keys } = await generateJweKeys();
    // The day after the dump was made.
    const clock = new ManualClock(Date.parse('2026-11-29T08:00:00Z'));
    const app = await buildApp({
      database,
      clock,
      logStream: false,
      jwe: keys,
      distDir: join(tmpdir(), 'gamedeck-no-site'),
      scheduledJobs: false,
    });
    const server = new TestServer(app, clock, drop);
    try {
      const recorded = await server.ctx.db
        .selectFrom('kysely_migration' as never)
        .select(['name' as never])
        .orderBy('timestamp' as never)
        .orderBy('name' as never)
        .execute();
      expect(recorded.map((row) => (row as { name: string }).name)).toEqual(Object.keys(migrations).sort());

      const login = await server.call(auth.login, {
        type: 'username',
        username: 'demo_player',
        password: 'Demo1234',
      });
      const token = login.body.value?.token;
      expect(token).toBeTruthy();
      const balance = await server.call(wallet.balance, {}, { token: token! });
      expect(balance.body.value).toEqual({ sumBalance: 1_000_000 });

      // The catalogue it had is kept, not seeded again.
      const games = await server.ctx.db
        .selectFrom('games')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(games.n)).toBe(134);
    } finally {
      await server.close();
    }
  });
});
