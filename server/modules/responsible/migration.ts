import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Loss and wager limits beside the deposit limits, on the member's settings row (which a stake
 * locks while it checks them): the limits in force, a raise waiting out its 24 hours, and when
 * it applies.
 */
export const playLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const none = JSON.stringify({ day: null, week: null, month: null });
    for (const kind of ['loss', 'wager']) {
      await db.schema
        .alterTable('responsible_settings')
        .addColumn(`${kind}_limits`, 'jsonb', (c) => c.notNull().defaultTo(sql`${sql.lit(none)}::jsonb`))
        .addColumn(`pending_${kind}_limits`, 'jsonb')
        .addColumn(`pending_${kind}_at`, 'timestamptz')
        .execute();
    }
  },
};
