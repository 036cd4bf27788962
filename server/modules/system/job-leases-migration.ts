import type { Kysely, Migration } from 'kysely';

/** One row per scheduled job: the node running it and until when (database time) it counts as alive. */
export const jobLeasesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('job_leases')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('owner', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .execute();
  },
};
