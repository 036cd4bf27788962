import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { pointsMigration, rewardTranslationsMigration } from './migration';
import { pointsRoutes } from './routes';
import type { PointTables } from './tables';

export const tables = tableNames<PointTables>()(['point_rewards', 'point_carry', 'point_redemptions']);

export const migrations: Record<string, Migration> = {
  '019_points': pointsMigration,
  '034_reward_translations': rewardTranslationsMigration,
};

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  pointsRoutes(app, ctx);
}
