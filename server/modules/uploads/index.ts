import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { uploadsMigration } from './migration';
import { uploadRoutes } from './routes';
import type { UploadTables } from './tables';

export const tables = tableNames<UploadTables>()(['uploads']);

export const migrations: Record<string, Migration> = { '014_uploads': uploadsMigration };

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  uploadRoutes(app, ctx);
}
