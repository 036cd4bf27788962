import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { ServerContext } from '../context';
import { type ModuleDeps, tableNames } from '../module';
import { vipMigration } from './migration';
import { reviewRank, reviewRanksForSet } from './progress';
import { scheduleVipReview, vipRoutes } from './routes';
import type { VipTables } from './tables';

export const tables = tableNames<VipTables>()(['vip_members', 'vip_history']);

export const migrations: Record<string, Migration> = { '020_vip': vipMigration };

/** Progress through the settlement hooks: every real round with a stake, and every deposit, reviews the rank. */
export function subscribe(ctx: ServerContext): void {
  const config = () => ctx.operator.current().vip;
  ctx.hooks.roundSettled.subscribe(
    'vip',
    async (trx, round) => {
      if (!round.freePlay && round.validBet > 0)
        await reviewRank(trx, round.memberId, config(), round.settledAt, 'settlement');
    },
    (trx, set) => reviewRanksForSet(trx, set, config()),
  );
  ctx.hooks.depositSettled.subscribe('vip', (trx, deposit) =>
    reviewRank(trx, deposit.memberId, config(), deposit.settledAt, 'settlement'),
  );
}

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  vipRoutes(app, ctx);
  scheduleVipReview(ctx);
}
