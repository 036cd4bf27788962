import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { operatorGate } from '../operator/routes';
import { wheelMigration } from './migration';
import { wheelOperatorRoutes } from './operator-routes';
import { wheelRoutes } from './routes';
import type { WheelTables } from './tables';
import { grantDailySpin } from './wheel';

export const tables = tableNames<WheelTables>()([
  'wheel_definitions',
  'wheel_members',
  'wheel_seeds',
  'wheel_spins',
  'wheel_pool_usage',
  'wheel_grants',
]);

export const migrations: Record<string, Migration> = {
  '044_wheel': wheelMigration,
};

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  // A member's first real round of a brand day gives that day's spin, inside the settlement's transaction.
  ctx.hooks.roundSettled.subscribe('wheel', (trx, round) =>
    grantDailySpin(trx, round, ctx.operator.current().responsibleGaming.timeZone),
  );
  wheelRoutes(app, ctx);
  wheelOperatorRoutes(app, ctx, operatorGate(ctx, deps.operatorKey));
}
