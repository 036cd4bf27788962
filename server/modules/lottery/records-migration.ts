import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Lottery bets in the records: `played_rounds` is every round and every lottery bet in the
 * rounds' shape, `source` telling them apart (ids are unique only within a source). A bet reads
 * as an open round until its draw settles it and as a settled round after (won or lost);
 * a cancelled bet is not there at all. The betting record, profit and loss, team betting and
 * VIP progress and agent settlements read it instead of `rounds`. The bets' settled play per member and day goes into
 * `member_round_days` when their draw settles (in the settlement's transaction), so the team's
 * overview and user profit and loss count it too; bets already settled are added here.
 */
export const lotteryRecordsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE VIEW played_rounds AS
      SELECT 'round'::text AS source, r.id, r.vendor_code, r.member_id, r.game_code, r.game_type,
        r.account_id, r.stake_minor, r.payout_minor, r.status, r.started_at, r.settled_at
      FROM rounds r
      UNION ALL
      SELECT 'lottery'::text, b.id, g.vendor_code, b.member_id, b.game_code, g.game_type,
        b.account_id, b.stake_minor, b.payout_minor,
        CASE WHEN b.status = 'open' THEN 'open' ELSE 'settled' END, b.placed_at, b.settled_at
      FROM lottery_bets b JOIN games g ON g.code = b.game_code
      WHERE b.status <> 'cancelled'`.execute(db);
    // VIP progress and agent settlements read a member's settled play by settled time.
    await sql`CREATE INDEX lottery_bets_settled_member ON lottery_bets (member_id, settled_at)
      WHERE status IN ('won', 'lost')`.execute(db);
    // The lottery bets an agent's settlement was computed from, as settlement_rounds for rounds.
    await db.schema
      .createTable('settlement_lottery_bets')
      .addColumn('settlement_id', 'integer', (c) => c.notNull().references('settlements.id'))
      .addColumn('bet_id', 'integer', (c) => c.notNull().references('lottery_bets.id'))
      .addPrimaryKeyConstraint('settlement_lottery_bets_pk', ['settlement_id', 'bet_id'])
      .execute();
    await sql`INSERT INTO member_round_days (member_id, day, rounds, valid_bet, payout)
      SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date, count(*), sum(stake_minor), sum(payout_minor)
      FROM lottery_bets WHERE status IN ('won', 'lost') GROUP BY 1, 2
      ON CONFLICT (member_id, day) DO UPDATE SET
        rounds = member_round_days.rounds + EXCLUDED.rounds,
        valid_bet = member_round_days.valid_bet + EXCLUDED.valid_bet,
        payout = member_round_days.payout + EXCLUDED.payout`.execute(db);
  },
};
