import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Tournaments (docs/domain.md, "Tournaments"): the definitions, each member's entry and score, the rounds
 * counted (once each), and the prizes owed once a board is frozen. The board index answers the top and a
 * member's rank (a count of better entries) without reading the board.
 */
export const tournamentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tournaments')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('names', 'jsonb', (c) => c.notNull())
      .addColumn('art', 'jsonb', (c) => c.notNull())
      .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
      .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('recurrence', 'text', (c) => c.notNull())
      .addColumn('series', 'text', (c) => c.notNull())
      .addColumn('occurrence', 'integer', (c) => c.notNull())
      .addColumn('eligible', 'jsonb', (c) => c.notNull())
      .addColumn('min_stake_minor', 'bigint', (c) => c.notNull())
      .addColumn('max_rounds', 'integer')
      .addColumn('entry', 'text', (c) => c.notNull())
      .addColumn('prizes', 'jsonb', (c) => c.notNull())
      .addColumn('scoring', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('cancelled_at', 'timestamptz')
      .addColumn('frozen_at', 'timestamptz')
      .addColumn('paid_at', 'timestamptz')
      .addUniqueConstraint('tournaments_series_occurrence', ['series', 'occurrence'])
      .addCheckConstraint('tournaments_times', sql`ends_at > starts_at`)
      .execute();
    await db.schema.createIndex('tournaments_ends').on('tournaments').columns(['ends_at']).execute();
    await db.schema
      .createTable('tournament_entries')
      .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('entered_at', 'timestamptz', (c) => c.notNull())
      .addColumn('score', 'bigint', (c) => c.notNull())
      .addColumn('rounds', 'integer', (c) => c.notNull())
      .addColumn('reached_at', 'timestamptz')
      .addColumn('final_rank', 'integer')
      .addPrimaryKeyConstraint('tournament_entries_pk', ['tournament_id', 'member_id'])
      .execute();
    await sql`CREATE INDEX tournament_entries_board
      ON tournament_entries (tournament_id, score DESC, reached_at, member_id)
      WHERE reached_at IS NOT NULL`.execute(db);
    await db.schema
      .createIndex('tournament_entries_member')
      .on('tournament_entries')
      .columns(['member_id', 'tournament_id'])
      .execute();
    await db.schema
      .createTable('tournament_rounds')
      .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id'))
      .addColumn('round_id', 'text', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('settled_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('tournament_rounds_pk', ['tournament_id', 'round_id'])
      .execute();
    await db.schema
      .createTable('tournament_payouts')
      .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('rank', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('transfer_id', 'integer')
      .addColumn('paid_at', 'timestamptz')
      .addColumn('messaged_at', 'timestamptz')
      .addPrimaryKeyConstraint('tournament_payouts_pk', ['tournament_id', 'member_id'])
      .execute();
  },
};
