import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The lucky wheel (docs/wheel.md): the brand's wheel, each member's seeds and spins left, every spin (its
 * counter unique per seed), the daily pools' use and every grant of spins (once per key). Missions gain a
 * spins reward.
 */
export const wheelMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('wheel_definitions')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('segments', 'jsonb', (c) => c.notNull())
      .addColumn('daily_for_play', 'boolean', (c) => c.notNull())
      .addColumn('from_missions', 'boolean', (c) => c.notNull())
      .addColumn('points_per_spin', 'integer')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addCheckConstraint('wheel_definitions_one', sql`id = 1`)
      .execute();
    await db.schema
      .createTable('wheel_seeds')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('seed', 'bytea', (c) => c.notNull())
      .addColumn('seed_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('revealed_at', 'timestamptz')
      .addCheckConstraint('wheel_seeds_length', sql`length(seed) = 32`)
      .execute();
    await db.schema
      .createIndex('wheel_seeds_member')
      .on('wheel_seeds')
      .columns(['member_id', 'id'])
      .execute();
    await db.schema
      .createTable('wheel_members')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
      .addColumn('seed_id', 'integer', (c) => c.notNull().references('wheel_seeds.id'))
      .addColumn('client_seed', 'text', (c) => c.notNull())
      .addColumn('next_counter', 'integer', (c) => c.notNull())
      .addColumn('spins_left', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addCheckConstraint('wheel_members_spins', sql`spins_left >= 0 AND next_counter >= 1`)
      .execute();
    await db.schema
      .createTable('wheel_spins')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('seed_id', 'integer', (c) => c.notNull().references('wheel_seeds.id'))
      .addColumn('counter', 'integer', (c) => c.notNull())
      .addColumn('client_seed', 'text', (c) => c.notNull())
      .addColumn('segment_index', 'integer', (c) => c.notNull())
      .addColumn('prize_kind', 'text', (c) => c.notNull())
      .addColumn('prize_amount', 'bigint', (c) => c.notNull())
      .addColumn('pool_empty', 'boolean', (c) => c.notNull())
      .addColumn('probabilities', 'jsonb', (c) => c.notNull())
      .addColumn('request_key', 'text', (c) => c.notNull())
      .addColumn('transfer_id', 'integer')
      .addColumn('reference', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('wheel_spins_counter', ['seed_id', 'counter'])
      .addUniqueConstraint('wheel_spins_request', ['member_id', 'request_key'])
      .execute();
    await db.schema
      .createIndex('wheel_spins_member')
      .on('wheel_spins')
      .columns(['member_id', 'id'])
      .execute();
    await db.schema
      .createTable('wheel_pool_usage')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('segment_index', 'integer', (c) => c.notNull())
      .addColumn('used', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('wheel_pool_usage_pk', ['day', 'segment_index'])
      .execute();
    await db.schema
      .createTable('wheel_grants')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('spins', 'integer', (c) => c.notNull())
      .addColumn('transfer_id', 'integer')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addCheckConstraint('wheel_grants_spins', sql`spins > 0`)
      .execute();
    await db.schema.createIndex('wheel_grants_member').on('wheel_grants').columns(['member_id']).execute();
  },
};
