import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { ServerContext } from '../context';
import { type ModuleDeps, tableNames } from '../module';
import { earnPoints, earnPointsForSet } from './earn';
import { pointsMigration, rewardTranslationsMigration } from './migration';
import { pointsRoutes } from './routes';
import type { PointTables } from './tables';

export const tables = tableNames<PointTables>()(['point_rewards', 'point_carry', 'point_redemptions']);

export const migrations: Record<string, Migration> = {
  '019_points': pointsMigration,
  '034_reward_translations': rewardTranslationsMigration,
};

/** Every settled round or lottery bet earns points inside its settlement's transaction. */
export function subscribe(ctx: ServerContext): void {
  const config = () => ctx.operator.current().points;
  ctx.hooks.roundSettled.subscribe(
    'points',
    (trx, round) => earnPoints(trx, round, config()),
    (trx, set) => earnPointsForSet(trx, set, config()),
  );
}

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  pointsRoutes(app, ctx);
}
