import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { missionRoutes } from './routes';
import type { MissionTables } from './tables';

export const tables = tableNames<MissionTables>()(['missions', 'mission_entries']);

export const migrations: Record<string, Migration> = {};

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  missionRoutes(app, ctx);
}
