import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { announcementTranslationsMigration } from './announcement-translations-migration';
import { assetRoutes } from './assets';
import { jobLeasesMigration } from './job-leases-migration';
import { noticeDismissalsMigration } from './migration';
import { systemRoutes } from './routes';
import type { SystemTables } from './tables';
import { usedBodyNoncesMigration } from './used-body-nonces-migration';

export const tables = tableNames<SystemTables>()([
  'brand_settings',
  'countries',
  'announcements',
  'notice_dismissals',
]);

export const migrations: Record<string, Migration> = {
  '002_announcement_translations': announcementTranslationsMigration,
  '023_job_leases': jobLeasesMigration,
  '025_notice_dismissals': noticeDismissalsMigration,
  '048_used_body_nonces': usedBodyNoncesMigration,
};

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  systemRoutes(app, ctx, deps.handed.registrationAsks);
  assetRoutes(app);
}
