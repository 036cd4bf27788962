import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { operatorConfigMigration } from './config-migration';
import { operatorAuditMigration } from './migration';
import { operatorRoutes } from './routes';
import type { OperatorTables } from './tables';

export const tables = tableNames<OperatorTables>()(['operator_audit']);

export const migrations: Record<string, Migration> = {
  '017_operator_audit': operatorAuditMigration,
  '024_operator_config': operatorConfigMigration,
};

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  operatorRoutes(app, ctx, deps.operatorKey);
}
