import type { Kysely, Migration } from 'kysely';

/** Every decision taken through the operator API: who, what, when, and the subject before and after. */
export const operatorAuditMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('operator_audit')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('operator', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('remark', 'text', (c) => c.notNull())
      .addColumn('before', 'jsonb', (c) => c.notNull())
      .addColumn('after', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('operator_audit_subject')
      .on('operator_audit')
      .columns(['kind', 'subject_id'])
      .execute();
  },
};
