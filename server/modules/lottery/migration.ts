import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The lottery: its catalogue games may be of engine 'lottery', its vendors bet from the main
 * wallet, and draws, bets and the house's liability per number get tables.
 * A draw row exists only once something needs it (a bet, or a result asked for): the seeds of
 * draws to come are derived from the secret and never stored ahead.
 */
export const lotteryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE games DROP CONSTRAINT games_engine`.execute(db);
    await sql`ALTER TABLE games ADD CONSTRAINT games_engine CHECK (engine IN ('slot', 'roulette', 'lottery'))`.execute(
      db,
    );
    // The lottery is the site's own: its bets draw on the main wallet in either wallet mode (a
    // new database's vendors are seeded so after the migrations).
    await sql`UPDATE vendors SET seamless = true WHERE code IN ('VNLOTT', 'GDLOTT', 'TCG', 'SGWIN')`.execute(
      db,
    );

    await db.schema
      .createTable('lottery_draws')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('draw_id', 'text', (c) => c.notNull().unique())
      .addColumn('game_code', 'text', (c) => c.notNull())
      .addColumn('draw_at', 'timestamptz', (c) => c.notNull())
      .addColumn('close_at', 'timestamptz', (c) => c.notNull())
      .addColumn('seed_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('settled_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addCheckConstraint('lottery_draws_status', sql`status IN ('open', 'settled')`)
      .execute();
    // The draws job's scan: open draws whose time has come, oldest first.
    await db.schema
      .createIndex('lottery_draws_due')
      .on('lottery_draws')
      .columns(['draw_at'])
      .where(sql.ref('status'), '=', 'open')
      .execute();

    await db.schema
      .createTable('lottery_bets')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('draw_ref', 'integer', (c) => c.notNull().references('lottery_draws.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
      .addColumn('game_code', 'text', (c) => c.notNull())
      .addColumn('play_type', 'text', (c) => c.notNull())
      .addColumn('selection', sql`text[]`, (c) => c.notNull())
      .addColumn('stake_minor', 'bigint', (c) => c.notNull())
      .addColumn('odds_milli', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('payout_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
      .addColumn('settled_at', 'timestamptz')
      .addCheckConstraint('lottery_bets_status', sql`status IN ('open', 'won', 'lost', 'cancelled')`)
      .addCheckConstraint(
        'lottery_bets_amounts',
        sql`stake_minor > 0 AND odds_milli > 0 AND payout_minor >= 0`,
      )
      .execute();
    await db.schema
      .createIndex('lottery_bets_draw')
      .on('lottery_bets')
      .columns(['draw_ref', 'status'])
      .execute();
    await db.schema
      .createIndex('lottery_bets_member')
      .on('lottery_bets')
      .columns(['member_id', 'placed_at'])
      .execute();

    // What the house would pay on one number of one play of a draw if it came up once.
    await db.schema
      .createTable('lottery_liability')
      .addColumn('draw_ref', 'integer', (c) => c.notNull().references('lottery_draws.id'))
      .addColumn('play_type', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('liability_minor', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('lottery_liability_pk', ['draw_ref', 'play_type', 'number'])
      .execute();
  },
};
