import type { Kysely, Migration } from 'kysely';

/**
 * Ties launches and game sessions to the site session that launched them (signing out ends
 * the game too), and indexes round outcomes by game session (a page's number history).
 */
export const gamePlayMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('game_launches').addColumn('login_token_hash', 'text').execute();
    await db.schema.alterTable('game_sessions').addColumn('login_token_hash', 'text').execute();
    await db.schema
      .createIndex('game_sessions_member_game')
      .on('game_sessions')
      .columns(['member_id', 'game_code'])
      .execute();
    await db.schema
      .createIndex('round_outcomes_session')
      .on('round_outcomes')
      .columns(['session_id', 'round_id'])
      .execute();
  },
};
