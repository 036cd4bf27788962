import { type Kysely, type Migration, sql } from 'kysely';

/** Members' applications to become agents (/join), decided by the operator; one pending per member. */
export const agentApplicationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('agent_applications')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('contact_name', 'text', (c) => c.notNull())
      .addColumn('contact_kind', 'text', (c) => c.notNull())
      .addColumn('contact', 'text', (c) => c.notNull())
      .addColumn('audience', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('remark', 'text')
      .addColumn('agent_type', 'integer')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('decided_at', 'timestamptz')
      .execute();
    // The database keeps a member to one waiting application, whatever races.
    await sql`CREATE UNIQUE INDEX agent_applications_one_pending ON agent_applications (member_id)
      WHERE state = 'pending'`.execute(db);
    await sql`CREATE INDEX agent_applications_member ON agent_applications (member_id, id)`.execute(db);
  },
};
