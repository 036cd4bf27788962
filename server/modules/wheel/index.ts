import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { ServerContext } from '../context';
import { type ModuleDeps, tableNames } from '../module';
import { operatorGate } from '../operator/routes';
import { wheelMigration } from './migration';
import { wheelOperatorRoutes } from './operator-routes';
import { wheelRoutes } from './routes';
import type { WheelTables } from './tables';
import { grantDailySpin, grantDailySpinsForSet } from './wheel';

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

/** A member's first real round of a brand day gives that day's spin, inside the settlement's transaction. */
export function subscribe(ctx: ServerContext): void {
  const timeZone = () => ctx.operator.current().responsibleGaming.timeZone;
  ctx.hooks.roundSettled.subscribe(
    'wheel',
    (trx, round) => grantDailySpin(trx, round, timeZone()),
    (trx, set) => grantDailySpinsForSet(trx, set, timeZone()),
  );
}

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  wheelRoutes(app, ctx);
  wheelOperatorRoutes(app, ctx, operatorGate(ctx, deps.operatorKey));
}
