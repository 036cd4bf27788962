import { type Kysely, type Migration, sql } from 'kysely';

/**
 * What the profiles' limit rules keep: when each kind of limit was last raised (a profile may allow
 * one raise per few months), the profile the members' settings were last brought to, and the record
 * of each change of the brand's profile.
 */
export const profileLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('responsible_settings')
      .addColumn('deposit_raised_at', 'timestamptz')
      .addColumn('loss_raised_at', 'timestamptz')
      .addColumn('wager_raised_at', 'timestamptz')
      .execute();
    await db.schema
      .createTable('responsible_brand_profile')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('profile', 'text', (c) => c.notNull())
      .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
      .execute();
    // Until now every brand's members were held to no profile's limits: the first run brings them to its own.
    await sql`insert into responsible_brand_profile (id, profile, changed_at) values (1, 'none', now())`.execute(
      db,
    );
    await db.schema
      .createTable('responsible_profile_changes')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('from_profile', 'text', (c) => c.notNull())
      .addColumn('to_profile', 'text', (c) => c.notNull())
      .addColumn('members_changed', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};
