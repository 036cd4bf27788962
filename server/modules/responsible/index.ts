import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { ServerContext } from '../context';
import { type HandedFunctions, type ModuleDeps, tableNames } from '../module';
import { operatorGate } from '../operator/routes';
import { birthDatesAffordabilityMigration } from './age-migration';
import { checkLimitAlerts, membersOfSet } from './alerts';
import { limitAlertsMigration } from './alerts-migration';
import { responsibleHistoryMigration } from './history-migration';
import { playLimitsMigration } from './migration';
import { responsibleOperatorRoutes } from './operator-routes';
import { scheduleProfileChanges } from './profile-change';
import { profileLimitsMigration } from './profile-limits-migration';
import { exclusionRegistersMigration } from './registers-migration';
import { responsibleRoutes } from './routes';
import { sessionLimitsMigration } from './session-limits-migration';
import type { ResponsibleTables } from './tables';

export const tables = tableNames<ResponsibleTables>()([
  'responsible_settings',
  'responsible_changes',
  'responsible_brand_profile',
  'responsible_profile_changes',
  'member_birth_dates',
  'affordability_checks',
  'play_session_limits',
  'responsible_alerts',
]);

export const migrations: Record<string, Migration> = {
  '035_play_limits': playLimitsMigration,
  '036_responsible_history': responsibleHistoryMigration,
  '037_exclusion_registers': exclusionRegistersMigration,
  '038_session_limits': sessionLimitsMigration,
  '039_birth_dates_affordability': birthDatesAffordabilityMigration,
  '040_profile_limits': profileLimitsMigration,
  '042_limit_alerts': limitAlertsMigration,
};

/** Limit alerts: every settled round or bet (loss, wager) and every credited deposit may reach a threshold. */
export function subscribe(ctx: ServerContext, handed: HandedFunctions): void {
  const endGames = handed.endGameSessions;
  ctx.hooks.roundSettled.subscribe(
    'responsible-alerts',
    async (trx, round) => {
      if (!round.freePlay) await checkLimitAlerts(ctx, trx, round.memberId, round.settledAt, endGames);
    },
    async (trx, set) => {
      for (const memberId of await membersOfSet(trx, set)) {
        await checkLimitAlerts(ctx, trx, memberId, set.settledAt, endGames);
      }
    },
  );
  ctx.hooks.depositSettled.subscribe('responsible-alerts', async (trx, deposit) => {
    await checkLimitAlerts(ctx, trx, deposit.memberId, deposit.settledAt, endGames);
  });
}

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  const endGames = deps.handed.endGameSessions;
  responsibleRoutes(app, ctx, endGames);
  responsibleOperatorRoutes(app, ctx, operatorGate(ctx, deps.operatorKey));
  scheduleProfileChanges(ctx);
}
