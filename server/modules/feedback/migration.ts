import type { Kysely, Migration } from 'kysely';

/** Members' feedback with its images (uploads of purpose feedback) and the operator's reply. */
export const feedbackMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('feedback')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('comment', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('reply', 'text')
      .addColumn('replied_at', 'timestamptz')
      .addColumn('reply_read', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema.createIndex('feedback_member').on('feedback').columns(['member_id', 'id']).execute();
    await db.schema
      .createTable('feedback_images')
      .addColumn('feedback_id', 'integer', (c) => c.notNull().references('feedback.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('upload_id', 'integer', (c) => c.notNull().unique().references('uploads.id'))
      .addPrimaryKeyConstraint('feedback_images_pk', ['feedback_id', 'position'])
      .execute();
  },
};
