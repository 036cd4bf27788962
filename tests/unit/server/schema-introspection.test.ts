import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDb, postgresPool } from '../../../server/db/connection';
import { migrate } from '../../../server/db/migrations';
import { migrationPlan } from '../../../server/modules';
import { adminQuery } from './seeded-copy';

const url = process.env.DATABASE_URL;

describe('what the migrator sees of the database', () => {
  it('is the connection’s own schema: its tables and columns, not another schema’s', async () => {
    const pglite = new PGlite();
    await pglite.exec(`CREATE SCHEMA elsewhere;
      CREATE TABLE elsewhere.other (id serial PRIMARY KEY);
      CREATE TABLE mine (id integer GENERATED ALWAYS AS IDENTITY, note text NOT NULL DEFAULT '');
      CREATE TABLE kysely_migration (name text)`);
    const db = createDb<unknown>(pglite);
    try {
      const tables = await db.introspection.getTables();
      expect(tables.map((table) => `${table.schema}.${table.name}`)).toEqual(['public.mine']);
      expect(tables[0]?.columns).toMatchObject([
        { name: 'id', dataType: 'int4', isNullable: false, isAutoIncrementing: true },
        {
          name: 'note',
          dataType: 'text',
          isNullable: false,
          hasDefaultValue: true,
          isAutoIncrementing: false,
        },
      ]);
      const withOwn = await db.introspection.getTables({ withInternalKyselyTables: true });
      expect(withOwn.map((table) => table.name)).toEqual(['kysely_migration', 'mine']);
    } finally {
      await db.destroy();
    }
  });

  it.skipIf(!url)(
    'lets a server migrate on PostgreSQL while tables of another schema are made and dropped',
    async () => {
      const ours = `migrating_${randomUUID().replace(/-/g, '')}`;
      const theirs = `churning_${randomUUID().replace(/-/g, '')}`;
      await adminQuery(url!, `CREATE SCHEMA ${ours}; CREATE SCHEMA ${theirs}`);
      // Kysely's own introspector failed about one call in three under this churn ("relation … does not
      // exist"): it resolved every table of the database by name while they were being dropped.
      const churner = new pg.Client({ connectionString: url });
      await churner.connect();
      let churning = true;
      const churn = (async () => {
        for (let round = 0; churning; round++) {
          const table = `${theirs}.t${round % 5}`;
          await churner.query(`CREATE TABLE ${table} (id serial, amount bigint)`);
          await churner.query(`DROP TABLE ${table}`);
        }
      })();
      const db = createDb<unknown>(postgresPool(url!, ours));
      try {
        for (let call = 0; call < 100; call++)
          await db.introspection.getTables({ withInternalKyselyTables: true });
        await migrate(db, migrationPlan);
        const tables = await db.introspection.getTables();
        expect(tables.length).toBeGreaterThan(10);
        expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([ours]));
      } finally {
        churning = false;
        await churn;
        await churner.end();
        await db.destroy();
        await adminQuery(url!, `DROP SCHEMA ${ours} CASCADE; DROP SCHEMA ${theirs} CASCADE`);
      }
    },
  );
});
