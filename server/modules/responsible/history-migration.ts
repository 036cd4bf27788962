import type { Kysely, Migration } from 'kysely';

/**
 * The member's player-protection history: every change of a limit, reminder, time-out or exclusion,
 * who started it, the value before and after, and when. Only ever appended to.
 */
export const responsibleHistoryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('responsible_changes')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('change', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('before', 'jsonb', (c) => c.notNull())
      .addColumn('after', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('responsible_changes_member')
      .on('responsible_changes')
      .columns(['member_id', 'id'])
      .execute();
  },
};
