import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { missionSpinsMigration } from './migration';
import { missionRoutes } from './routes';
import type { MissionTables } from './tables';

export const tables = tableNames<MissionTables>()(['missions', 'mission_entries']);

export const migrations: Record<string, Migration> = {
  '045_mission_spins': missionSpinsMigration,
};

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  missionRoutes(app, ctx, deps.handed.grantMissionSpins);
}
