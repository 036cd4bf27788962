import { type Kysely, type Migration, sql } from 'kysely';

export const vipMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vip_members')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
      .addColumn('rank', 'integer', (c) => c.notNull().check(sql`rank >= 1`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('vip_history')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('from_rank', 'integer', (c) => c.notNull())
      .addColumn('to_rank', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason IN ('upgrade', 'review')`))
      .addColumn('bonus_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('vip_history_member')
      .on('vip_history')
      .columns(['member_id', 'id'])
      .execute();
  },
};
