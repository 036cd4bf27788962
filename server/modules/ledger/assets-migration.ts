import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The ledger holds two assets, money and loyalty points, each in its own accounts: a transfer's
 * legs sum to zero per asset, so each asset sums to zero on its own. A member's points accounts
 * (what they hold, what a pending redemption holds) can never go below zero.
 */
export const ledgerAssetsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('ledger_accounts')
      .addColumn('asset', 'text', (c) => c.notNull().defaultTo('money'))
      .execute();
    await sql`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_asset
      CHECK (asset IN ('money', 'points'))`.execute(db);
    await sql`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_member_points_not_negative
      CHECK (asset <> 'points' OR member_id IS NULL OR balance_minor >= 0)`.execute(db);
  },
};
