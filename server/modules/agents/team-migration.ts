import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A member an agent registered must change the password it was given before anything else;
 * team reports read each descendant's ledger lines by account and time.
 */
export const agentsTeamMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('members')
      .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema
      .createIndex('ledger_entries_account_time')
      .on('ledger_entries')
      .columns(['account_id', 'created_at'])
      .execute();
    // Every member has its own closure row, so a child of any member (a demo account, a member
    // created before the tree existed) finds its ancestors.
    await sql`
      INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT id, id, 0 FROM members
      ON CONFLICT DO NOTHING`.execute(db);
  },
};

/**
 * What keeps the team reports fast at 10,000 members and a million rounds a month: each member's
 * settled play per UTC day (kept by a trigger as rounds settle, so an overview or profit report
 * over a month reads at most one row per member and day instead of every round), rounds by start
 * time for the newest-first team betting pages, and ledger lines by transfer and transfers by
 * kind and time (deposits and withdrawals among millions of bets, counterparties of a line).
 */
export const agentsTeamReportsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('member_round_days')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('day', 'date', (c) => c.notNull())
      .addColumn('rounds', 'integer', (c) => c.notNull())
      .addColumn('valid_bet', 'bigint', (c) => c.notNull())
      .addColumn('payout', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('member_round_days_pk', ['member_id', 'day'])
      .execute();
    // A round is settled once (open -> settled; a settled round never changes again).
    await sql`CREATE FUNCTION member_round_days_add() RETURNS trigger AS $$
      BEGIN
        IF NEW.status = 'settled' AND (TG_OP = 'INSERT' OR OLD.status <> 'settled') THEN
          INSERT INTO member_round_days (member_id, day, rounds, valid_bet, payout)
          VALUES (NEW.member_id, (NEW.settled_at AT TIME ZONE 'UTC')::date, 1, NEW.stake_minor, NEW.payout_minor)
          ON CONFLICT (member_id, day) DO UPDATE SET
            rounds = member_round_days.rounds + 1,
            valid_bet = member_round_days.valid_bet + EXCLUDED.valid_bet,
            payout = member_round_days.payout + EXCLUDED.payout;
        END IF;
        RETURN NULL;
      END; $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER rounds_member_days AFTER INSERT OR UPDATE OF status ON rounds
      FOR EACH ROW EXECUTE FUNCTION member_round_days_add()`.execute(db);
    await sql`INSERT INTO member_round_days (member_id, day, rounds, valid_bet, payout)
      SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date, count(*), sum(stake_minor), sum(payout_minor)
      FROM rounds WHERE status = 'settled' GROUP BY 1, 2`.execute(db);

    await db.schema.createIndex('rounds_started').on('rounds').columns(['started_at', 'id']).execute();
    await db.schema
      .createIndex('ledger_entries_transfer')
      .on('ledger_entries')
      .column('transfer_id')
      .execute();
    await db.schema
      .createIndex('ledger_transfers_kind_time')
      .on('ledger_transfers')
      .columns(['kind', 'created_at'])
      .execute();
  },
};
