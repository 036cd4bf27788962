import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { isVipForService } from '../../../src/core/contract/vip';
import { type ModuleDeps, tableNames } from '../module';
import { operatorGate } from '../operator/routes';
import { rankOf } from '../vip/levels';
import { chatRoomsMigration, serviceMigration } from './migration';
import { serviceRoutes } from './routes';
import type { ChatRoomTables, ServiceTables } from './tables';

export const tables = tableNames<ServiceTables & ChatRoomTables>()([
  'service_tickets',
  'service_conversations',
  'service_messages',
  'chat_rooms',
  'chat_room_messages',
  'chat_mutes',
]);

export const migrations: Record<string, Migration> = {
  '032_service': serviceMigration,
  '033_chat_rooms': chatRoomsMigration,
};

export async function register(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { ctx } = deps;
  await serviceRoutes(app, ctx, operatorGate(ctx, deps.operatorKey), async (memberId) =>
    isVipForService(await rankOf(ctx.db, memberId)) ? 'VIP' : 'LIVECHAT',
  );
}
