import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { memberCentreMigration } from './migration';
import { memberRoutes } from './routes';
import type { MemberTables } from './tables';

export const tables = tableNames<MemberTables>()(['member_avatars', 'member_labels', 'totp_setups']);

export const migrations: Record<string, Migration> = { '005_member_centre': memberCentreMigration };

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  memberRoutes(app, deps.ctx, deps.handed.clubLabelOf);
}
