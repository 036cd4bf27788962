import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { paymentsMigration } from './migration';
import { paymentProvidersMigration } from './providers-migration';
import { paymentsRoutes } from './routes';
import type { PaymentTables } from './tables';

export const tables = tableNames<PaymentTables>()([
  'payment_profiles',
  'deposit_channels',
  'deposit_orders',
  'gateway_callbacks',
  'withdrawals',
  'withdrawal_matches',
  'withdrawal_proofs',
]);

export const migrations: Record<string, Migration> = {
  '004_payments': paymentsMigration,
  '029_payment_providers': paymentProvidersMigration,
};

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  paymentsRoutes(app, ctx);
}
