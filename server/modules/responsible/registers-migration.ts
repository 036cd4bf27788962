import type { Kysely, Migration } from 'kysely';

/** The national self-exclusion register's last answer for the member, on their settings row. */
export const exclusionRegistersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('responsible_settings')
      .addColumn('register_name', 'text')
      .addColumn('register_listed', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('register_checked_at', 'timestamptz')
      .execute();
  },
};
