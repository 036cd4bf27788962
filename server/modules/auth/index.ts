import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { type ModuleDeps, tableNames } from '../module';
import { signInFoundationMigration } from './foundation-migration';
import { authRoutes } from './routes';
import { signInProtectionMigration } from './sign-in-protection-migration';
import { signInReservationsMigration } from './sign-in-reservations-migration';
import type { AuthTables } from './tables';

export const tables = tableNames<AuthTables>()([
  'members',
  'known_ips',
  'sessions',
  'login_failures',
  'captchas',
  'verification_codes',
  'challenges',
  'reset_tokens',
]);

export const migrations: Record<string, Migration> = {
  '001_sign_in_foundation': signInFoundationMigration,
  '015_sign_in_protection': signInProtectionMigration,
  '031_sign_in_reservations': signInReservationsMigration,
};

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  authRoutes(
    app,
    ctx,
    deps.handed.signInCheck,
    deps.handed.registrationCheck,
    deps.handed.registrationLimits,
  );
}
