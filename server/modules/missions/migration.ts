import type { Kysely, Migration } from 'kysely';

/** Missions may give lucky-wheel spins when claimed (docs/wheel.md), besides their money reward. */
export const missionSpinsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('missions')
      .addColumn('reward_spins', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
