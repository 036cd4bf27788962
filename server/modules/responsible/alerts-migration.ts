import type { Kysely, Migration } from 'kysely';

/**
 * The limit alerts sent (alerts.ts): one row per limit, window and percentage reached, so a retry or a second node
 * never sends one twice; and the site language the member last used, which their alerts are written in.
 */
export const limitAlertsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('responsible_alerts')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('window', 'text', (c) => c.notNull())
      .addColumn('percent', 'integer', (c) => c.notNull())
      .addColumn('limit_minor', 'bigint', (c) => c.notNull())
      .addColumn('used_minor', 'bigint', (c) => c.notNull())
      .addColumn('signed_out', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('responsible_alerts_member')
      .on('responsible_alerts')
      .columns(['member_id', 'kind', 'window', 'percent', 'created_at'])
      .execute();
    await db.schema.alterTable('responsible_settings').addColumn('language', 'text').execute();
  },
};
