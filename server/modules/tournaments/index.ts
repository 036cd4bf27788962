import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { now, type ServerContext } from '../context';
import { type ModuleDeps, tableNames } from '../module';
import { operatorGate } from '../operator/routes';
import { tournamentTopics } from './live';
import { tournamentsMigration } from './migration';
import { tournamentOperatorRoutes } from './operator-routes';
import { finishDue } from './payout';
import { tournamentRoutes } from './routes';
import { scoreRound, scoreRoundSet } from './scoring';
import type { TournamentTables } from './tables';

export const tables = tableNames<TournamentTables>()([
  'tournaments',
  'tournament_entries',
  'tournament_rounds',
  'tournament_payouts',
]);

export const migrations: Record<string, Migration> = {
  '043_tournaments': tournamentsMigration,
};

/** The scheduled job that freezes ended boards and pays their prizes. */
export const TOURNAMENT_JOB = 'tournament-finish';
/** How often it looks: an ended tournament is paid within this of its end. */
export const FINISH_EVERY_MS = 5_000;

/** Every settled round and lottery bet is scored inside its settlement's transaction. */
export function subscribe(ctx: ServerContext): void {
  ctx.hooks.roundSettled.subscribe('tournaments', scoreRound, scoreRoundSet);
}

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  ctx.scheduler.every(TOURNAMENT_JOB, FINISH_EVERY_MS, () =>
    finishDue(ctx.db, now(ctx), ctx.operator.current().languages.default),
  );
  tournamentRoutes(app, ctx);
  tournamentOperatorRoutes(app, ctx, operatorGate(ctx, deps.operatorKey));
  const topics = tournamentTopics(ctx);
  app.addHook('onClose', async () => topics.stop());
}
