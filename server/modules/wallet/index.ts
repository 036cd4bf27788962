import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { ModuleDeps } from '../module';
import { walletRoutes } from './routes';

/** Reads and moves what other modules own; no table of its own. */
export const tables: readonly string[] = [];

export const migrations: Record<string, Migration> = {};

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  walletRoutes(app, ctx);
}
