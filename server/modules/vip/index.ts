import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { vipMigration } from './migration';
import { scheduleVipReview, vipRoutes } from './routes';
import type { VipTables } from './tables';

export const tables = tableNames<VipTables>()(['vip_members', 'vip_history']);

export const migrations: Record<string, Migration> = { '020_vip': vipMigration };

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  vipRoutes(app, ctx);
  scheduleVipReview(ctx);
}
