import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Jackpots (docs/jackpots.md): the pots, each filling of a pot (a cycle with its committed seed) and every
 * round's contribution, counted once per pot and round.
 */
export const jackpotsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jackpots')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('names', 'jsonb', (c) => c.notNull())
      .addColumn('art', 'jsonb', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('eligible', 'jsonb', (c) => c.notNull())
      .addColumn('contribution_ppm', 'integer', (c) => c.notNull())
      .addColumn('game_rates', 'jsonb', (c) => c.notNull())
      .addColumn('seed_minor', 'bigint', (c) => c.notNull())
      .addColumn('cap_minor', 'bigint')
      .addColumn('stake_per_win_minor', 'bigint')
      .addColumn('carry_micro', 'bigint', (c) => c.notNull())
      .addColumn('cycle_id', 'integer')
      .addColumn('account_id', 'integer')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('retired_at', 'timestamptz')
      .addCheckConstraint('jackpots_kind', sql`kind IN ('progressive', 'must_drop')`)
      .addCheckConstraint('jackpots_carry', sql`carry_micro >= 0 AND carry_micro < 1000000`)
      .execute();
    await db.schema
      .createTable('jackpot_cycles')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('jackpot_id', 'integer', (c) => c.notNull().references('jackpots.id'))
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('seed', 'bytea', (c) => c.notNull())
      .addColumn('seed_hash', 'text', (c) => c.notNull())
      .addColumn('seeded_minor', 'bigint', (c) => c.notNull())
      .addColumn('cap_minor', 'bigint')
      .addColumn('stake_per_win_minor', 'bigint')
      .addColumn('drop_point_minor', 'bigint')
      .addColumn('value_minor', 'bigint', (c) => c.notNull())
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('won_at', 'timestamptz')
      .addColumn('won_round_id', 'text')
      .addColumn('won_member_id', 'integer')
      .addColumn('won_game_code', 'text')
      .addColumn('paid_minor', 'bigint')
      .addColumn('reference', 'text')
      .addUniqueConstraint('jackpot_cycles_number', ['jackpot_id', 'number'])
      .addCheckConstraint('jackpot_cycles_seed_length', sql`length(seed) = 32`)
      .execute();
    await db.schema
      .createTable('jackpot_contributions')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('jackpot_id', 'integer', (c) => c.notNull().references('jackpots.id'))
      .addColumn('cycle_id', 'integer', (c) => c.notNull().references('jackpot_cycles.id'))
      .addColumn('round_id', 'text', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('game_code', 'text', (c) => c.notNull())
      .addColumn('stake_minor', 'bigint', (c) => c.notNull())
      .addColumn('ppm', 'integer', (c) => c.notNull())
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      .addColumn('pot_after_minor', 'bigint', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('jackpot_contributions_round', ['jackpot_id', 'round_id'])
      .execute();
    await db.schema
      .createIndex('jackpot_contributions_cycle')
      .on('jackpot_contributions')
      .columns(['cycle_id', 'id'])
      .execute();
  },
};
