import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { messageRoutes } from './routes';
import type { MessageTables } from './tables';

export const tables = tableNames<MessageTables>()(['platform_messages', 'platform_message_reads']);

export const migrations: Record<string, Migration> = {};

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  messageRoutes(app, ctx);
}
