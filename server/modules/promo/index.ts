import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { promotionPagesMigration } from './migration';
import { promoRoutes } from './routes';
import type { PromoTables } from './tables';

export const tables = tableNames<PromoTables>()([
  'promotions',
  'promotion_entries',
  'promotion_application_images',
]);

export const migrations: Record<string, Migration> = { '026_promotion_pages': promotionPagesMigration };

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  promoRoutes(app, ctx);
}
