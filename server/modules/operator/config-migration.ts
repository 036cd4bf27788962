import type { Kysely, Migration } from 'kysely';

/** The operator's configuration, one row every node reads (config/operator-store.ts). */
export const operatorConfigMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('operator_config')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('config', 'jsonb', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .execute();
  },
};
