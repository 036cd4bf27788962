import type { Kysely, Migration } from 'kysely';

/**
 * A sign-in takes its place in its account's and its address's counts before the password is checked:
 * `pending` holds the attempts under way, `reserved_at` (database time) when the latest took its place.
 */
export const signInReservationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('login_failures')
      .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reserved_at', 'timestamptz')
      .execute();
  },
};
