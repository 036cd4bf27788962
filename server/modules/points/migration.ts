import { type Kysely, type Migration, sql } from 'kysely';

/** The points mall's stock, each member's valid bet towards the next point, and redemptions. */
export const pointsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('point_rewards')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('stock_left', 'integer', (c) => c.notNull().check(sql`stock_left >= 0`))
      .addColumn('initial_stock', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('point_carry')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
      .addColumn('carry_minor', 'bigint', (c) => c.notNull().check(sql`carry_minor >= 0`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('point_redemptions')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('reward_code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('goods', 'money')`))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('points', 'bigint', (c) => c.notNull().check(sql`points > 0`))
      .addColumn('money_minor', 'bigint', (c) => c.notNull().check(sql`money_minor >= 0`))
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status IN ('in_process', 'rejected', 'approved')`),
      )
      .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('decided_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('point_redemptions_member')
      .on('point_redemptions')
      .columns(['member_id', 'id'])
      .execute();
    await db.schema
      .createIndex('point_redemptions_pending')
      .on('point_redemptions')
      .column('id')
      .where(sql.ref('status'), '=', 'in_process')
      .execute();
  },
};

/** A redemption keeps its reward's name in every language the operator wrote it in, so members read it in theirs. */
export const rewardTranslationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('point_redemptions')
      .addColumn('name_translations', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  },
};
