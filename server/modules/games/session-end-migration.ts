import type { Kysely, Migration } from 'kysely';

/**
 * Game sessions say why they ended before their time: `exclusion` (a time-out, self-exclusion or panic lock
 * started) or `other_game` (the member opened another game where the profile allows no play in two games at
 * once), so the game's page can tell the player which.
 */
export const gameSessionEndMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('game_sessions').addColumn('end_reason', 'text').execute();
  },
};
