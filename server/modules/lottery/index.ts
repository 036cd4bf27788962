import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { lotteryMigration } from './migration';
import { lotteryRecordsMigration } from './records-migration';
import { lotteryRoutes } from './routes';
import { scheduleLotteryDraws } from './runner';
import { DrawSeeds } from './seeds';
import { lotterySettleInPlaceMigration } from './settle-in-place-migration';
import type { LotteryTables } from './tables';

export const tables = tableNames<LotteryTables>()([
  'settlement_lottery_bets',
  'played_rounds',
  'lottery_draws',
  'lottery_bets',
  'lottery_liability',
]);

export const migrations: Record<string, Migration> = {
  '021_lottery': lotteryMigration,
  '022_lottery_records': lotteryRecordsMigration,
  '047_lottery_settle_in_place': lotterySettleInPlaceMigration,
};

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  const seeds = new DrawSeeds(deps.lotterySecret);
  lotteryRoutes(app, ctx, seeds);
  scheduleLotteryDraws(ctx, seeds);
}
