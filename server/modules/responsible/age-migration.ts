import type { Kysely, Migration } from 'kysely';

/**
 * Members' birth dates (uk, nl ask for one: age-banded stake caps and deposit thresholds) and the
 * operator's affordability checks (nl: net deposits above the month's threshold wait for one).
 */
export const birthDatesAffordabilityMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('member_birth_dates')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
      .addColumn('birth_date', 'date', (c) => c.notNull())
      .addColumn('entered_by', 'text', (c) => c.notNull())
      .addColumn('entered_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('affordability_checks')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('monthly_net_deposit_minor', 'bigint', (c) => c.notNull())
      .addColumn('checked_by', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('affordability_checks_member')
      .on('affordability_checks')
      .columns(['member_id', 'id'])
      .execute();
  },
};
