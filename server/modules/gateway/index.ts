import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { ModuleDeps } from '../module';
import { demoGatewayRoutes } from './page';

/** Reads and moves what other modules own; no table of its own. */
export const tables: readonly string[] = [];

export const migrations: Record<string, Migration> = {};

export function register(app: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  // Decided at start: the demo gateway's routes exist only on a node started with it on.
  if (deps.demoGateway) demoGatewayRoutes(app, ctx, deps.paymentCallbackSecret);
}
