import type { Kysely, Migration } from 'kysely';

/** Which popup notices each member has dismissed, so each shows once per member. */
export const noticeDismissalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notice_dismissals')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('announcement_id', 'integer', (c) =>
        c.notNull().references('announcements.id').onDelete('cascade'),
      )
      .addColumn('dismissed_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('notice_dismissals_pk', ['member_id', 'announcement_id'])
      .execute();
  },
};
