import type { Kysely, Migration } from 'kysely';

/**
 * A request in flight names its owner (one run of it on one node) and holds a lease that
 * owner renews while it runs. Rows left running by a server that died before this existed
 * have no lease: they count as expired, so their retries run.
 */
export const requestLeasesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('idempotent_requests')
      .addColumn('owner', 'text')
      .addColumn('lease_expires_at', 'timestamptz')
      .execute();
  },
};
