import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { agentContractsMigration } from './contracts-migration';
import { agentApplicationsMigration } from './join-migration';
import { agentsMigration } from './migration';
import { agentContractRoutes } from './routes-contracts';
import { agentJoinRoutes } from './routes-join';
import { agentTeamRoutes } from './routes-team';
import { scheduleSettlements } from './scheduler';
import type { AgentTables } from './tables';
import { agentsTeamMigration, agentsTeamReportsMigration } from './team-migration';

export const tables = tableNames<AgentTables>()([
  'agent_applications',
  'member_tree',
  'agent_contracts',
  'settlements',
  'settlement_rounds',
  'member_round_days',
]);

export const migrations: Record<string, Migration> = {
  '009_agents': agentsMigration,
  '010_agents_team': agentsTeamMigration,
  '011_agents_team_reports': agentsTeamReportsMigration,
  '012_agent_contracts': agentContractsMigration,
  '027_agent_applications': agentApplicationsMigration,
};

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  agentTeamRoutes(app, ctx);
  agentContractRoutes(app, ctx);
  agentJoinRoutes(app, ctx);
  scheduleSettlements(ctx);
}
