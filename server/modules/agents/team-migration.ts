import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A member an agent registered must change the password it was given before anything else;
 * team reports read each descendant's ledger lines by account and time.
 */
export const agentsTeamMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('members')
      .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema
      .createIndex('ledger_entries_account_time')
      .on('ledger_entries')
      .columns(['account_id', 'created_at'])
      .execute();
    // Every member has its own closure row, so a child of any member (a demo account, a member
    // created before the tree existed) finds its ancestors.
    await sql`
      INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT id, id, 0 FROM members
      ON CONFLICT DO NOTHING`.execute(db);
  },
};
