import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { feedbackMigration } from './migration';
import { feedbackRoutes } from './routes';
import type { FeedbackTables } from './tables';

export const tables = tableNames<FeedbackTables>()(['feedback', 'feedback_images']);

export const migrations: Record<string, Migration> = { '028_feedback': feedbackMigration };

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  feedbackRoutes(app, ctx);
}
