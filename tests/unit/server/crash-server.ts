/**
 * A platform server in its own process, for tests that kill it (SIGKILL) and start it again
 * on the same data: PGlite in DATA_DIR, or DATABASE_URL's PostgreSQL in DATABASE_SCHEMA.
 * Prints "ready <port>" once it listens on PORT (0: any free port). With KILL_AT_TRANSFER=n it kills itself with
 * SIGKILL right after the n-th ledger transfer wrote its entries, before that transaction
 * commits: in the middle of a money-moving request, with others in flight.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { buildApp } from '../../../server/app';
import { postgresPool } from '../../../server/db/connection';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const killAt = Number(process.env.KILL_AT_TRANSFER ?? 0);
let transfers = 0;
/** Set once the server listens: the seed's transfers do not count. */
let armed = false;
/** Counts the statements that write a ledger transfer's entries and dies at the chosen one. */
function afterQuery(text: unknown): void {
  if (!armed || killAt === 0 || typeof text !== 'string' || !/\binsert into "?ledger_entries"?/i.test(text))
    return;
  transfers += 1;
  if (transfers === killAt) process.kill(process.pid, 'SIGKILL');
}

function watchedPglite(path: string): PGlite {
  const pglite = new PGlite(path);
  const query = pglite.query.bind(pglite);
  pglite.query = (async (text: string, ...rest: unknown[]) => {
    const result = await (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
    afterQuery(text);
    return result;
  }) as typeof pglite.query;
  return pglite;
}

function watchedPool(url: string, schema: string): pg.Pool {
  const pool = postgresPool(url, schema);
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, ...rest: unknown[]) => {
      const result = query(text, ...rest);
      if (result instanceof Promise)
        return result.then((value) => {
          afterQuery(text);
          return value;
        });
      return result;
    }) as typeof client.query;
  });
  return pool;
}

const dataDir = env('DATA_DIR');
const database = process.env.DATABASE_URL
  ? watchedPool(process.env.DATABASE_URL, env('DATABASE_SCHEMA'))
  : watchedPglite(join(dataDir, 'pglite'));

const app = await buildApp({
  database,
  dataDir,
  logStream: false,
  rateLimits: false,
  scheduledJobs: false,
  catalogueSize: 40,
  distDir: join(dataDir, 'no-site'),
  requestLeaseMs: Number(process.env.REQUEST_LEASE_MS ?? 1500),
});
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
armed = true;
process.stdout.write(`ready ${new URL(address).port}\n`);
