import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { playRoutes } from '../../games/routes';
import { type ModuleDeps, tableNames } from '../module';
import { gamesCatalogueMigration } from './catalogue-migration';
import { catalogueVersionMigration } from './catalogue-version-migration';
import { launchRoutes } from './launch-routes';
import { gamesMigration } from './migration';
import { gamePlayMigration } from './play-migration';
import { gamesRoutes } from './routes';
import { gameSessionEndMigration } from './session-end-migration';
import type { GameTables } from './tables';

export const tables = tableNames<GameTables>()([
  'games',
  'game_names',
  'favourite_games',
  'game_rooms',
  'game_launches',
  'game_sessions',
  'round_outcomes',
  'catalogue_version',
]);

export const migrations: Record<string, Migration> = {
  '006_games': gamesMigration,
  '007_game_play': gamePlayMigration,
  '008_games_catalogue': gamesCatalogueMigration,
  '013_games_catalogue_version': catalogueVersionMigration,
  '041_game_session_end_reason': gameSessionEndMigration,
};

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  gamesRoutes(app, ctx, deps.handed.popularLotteryCodes);
  launchRoutes(app, ctx);
  playRoutes(app, ctx, deps.gameRng);
}
