import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Every game wallet gets its play state (game-wallets.ts): whether a game is playing from it, and
 * whether its money was recalled home since a game last filled it. Wallets made before start idle.
 */
export const gameWalletsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('game_wallet_play')
      .addColumn('account_id', 'integer', (c) => c.primaryKey().references('ledger_accounts.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('in_play_until', 'timestamptz')
      .addColumn('recalled_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('game_wallet_play_member')
      .on('game_wallet_play')
      .columns(['member_id', 'account_id'])
      .execute();
    await sql`INSERT INTO game_wallet_play (account_id, member_id)
      SELECT id, member_id FROM ledger_accounts
      WHERE kind LIKE 'player\\_vendor:%' AND member_id IS NOT NULL`.execute(db);
  },
};
