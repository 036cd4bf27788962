import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { ServerContext } from '../context';
import { type ModuleDeps, tableNames } from '../module';
import { operatorGate } from '../operator/routes';
import { contributeRound, contributeRoundSet } from './contributions';
import { jackpotTopics } from './live';
import { jackpotsMigration } from './migration';
import { jackpotOperatorRoutes } from './operator-routes';
import { jackpotRoutes, jackpotsOffered } from './routes';
import type { JackpotTables } from './tables';

export const tables = tableNames<JackpotTables>()(['jackpots', 'jackpot_cycles', 'jackpot_contributions']);

export const migrations: Record<string, Migration> = {
  '046_jackpots': jackpotsMigration,
};

/**
 * Every settled round and lottery bet pays into its pots inside its settlement's transaction (none where the
 * jurisdiction profile forbids jackpots, read at each settlement as the operator may change it).
 */
export function subscribe(ctx: ServerContext): void {
  ctx.hooks.roundSettled.subscribe(
    'jackpots',
    (trx, round) => contributeRound(trx, round, jackpotsOffered(ctx)),
    (trx, set) => contributeRoundSet(trx, set, jackpotsOffered(ctx)),
  );
}

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  jackpotRoutes(app, ctx);
  jackpotOperatorRoutes(app, ctx, operatorGate(ctx, deps.operatorKey));
  const topics = jackpotTopics(ctx);
  app.addHook('onClose', async () => topics.stop());
}
