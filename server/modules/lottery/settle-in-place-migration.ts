import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A draw's settlement rewrites every bet of the draw at once (status, payout, settled time).
 * PostgreSQL writes such an update in place (a heap-only tuple, no index entries) when no
 * indexed column changes and the bet's page has room for the new version beside the old one,
 * which a single transaction cannot reclaim. So no index holds the settled columns: the draw's
 * index is on the draw and member (what placing a bet reads), the partial index on settled
 * bets goes (the readers go through `played_rounds`, whose status the planner cannot match to
 * its predicate, and use the member index), and new pages are filled to under half, leaving
 * each bet room for its settled version. Pages written before keep their fill: their bets are
 * mostly settled already.
 */
export const lotterySettleInPlaceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`DROP INDEX lottery_bets_settled_member`.execute(db);
    await sql`DROP INDEX lottery_bets_draw`.execute(db);
    await sql`CREATE INDEX lottery_bets_draw ON lottery_bets (draw_ref, member_id)`.execute(db);
    await sql`ALTER TABLE lottery_bets SET (fillfactor = 45)`.execute(db);
  },
};
