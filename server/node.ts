import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from './app';
import { OffsetClock, systemClock } from './clock';
import { defaultBrand } from './config/brand';
import { postgresPool } from './db/connection';
import { asyncLog } from './http/log-destination';
import { readableLog } from './http/readable-log';
import { DEMO_PASSWORD } from './modules/seed/seed';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const production = process.env.GAMEDECK_ENV === 'production';
// Production writes one JSON line per request; development prints readable lines and leaves requests out
// unless ACCESS_LOG=on, so the address and demo accounts stay in view.
const accessLog = process.env.ACCESS_LOG ? process.env.ACCESS_LOG === 'on' : production;
const isLogLevel = (level: string | undefined): level is 'debug' | 'info' | 'warn' | 'error' =>
  level === 'debug' || level === 'info' || level === 'warn' || level === 'error';

mkdirSync(dataDir, { recursive: true });
const database = process.env.DATABASE_URL
  ? postgresPool(process.env.DATABASE_URL)
  : new PGlite(join(dataDir, 'pglite'));

const app = await buildApp({
  database,
  dataDir,
  publicUrl,
  devMode: !production,
  // A development server's clock can be moved forward through /dev/clock; production runs on real time.
  clock: production ? systemClock : new OffsetClock(),
  rateLimits: process.env.RATE_LIMITS !== 'off',
  redisUrl: process.env.REDIS_URL,
  distDir: resolve('dist'),
  ...(isLogLevel(process.env.LOG_LEVEL) ? { logLevel: process.env.LOG_LEVEL } : {}),
  accessLog,
  // Written asynchronously, so no request waits for the terminal or the log collector: production's JSON lines
  // leave in 4 KB writes; development's readable lines as soon as the write before them is done.
  logStream:
    production || process.env.LOG_FORMAT === 'json'
      ? asyncLog({ minLength: 4096 })
      : readableLog(asyncLog({ minLength: 0 })),
  // How long a dead node's scheduled jobs wait before another node takes them (default 3 s).
  ...(process.env.JOB_LEASE_MS ? { jobLeaseMs: Number(process.env.JOB_LEASE_MS) } : {}),
  ...(process.env.REQUEST_LEASE_MS ? { requestLeaseMs: Number(process.env.REQUEST_LEASE_MS) } : {}),
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // A worker hears Ctrl-C itself and again from its supervisor.
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port, host });
const lines = [
  '',
  `Gamedeck is running at ${publicUrl}`,
  `  data: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : join(dataDir, 'pglite')}`,
  `  mode: ${production ? 'production' : 'development (outbox at /dev/outbox)'}`,
  '',
  'Demo accounts:',
  `  demo_player    / ${DEMO_PASSWORD}   member, balance 10,000.00`,
  `  demo_agent     / ${DEMO_PASSWORD}   agent (affiliate code DEMOAGENT)`,
  `  demo_fresh     / ${defaultBrand.defaultPassword}   brand default password: first login forces a change`,
  `  demo_affiliate / ${DEMO_PASSWORD}   agent-site-only account`,
  '',
];
// The workers of one node print it once.
if (!cluster.isWorker || process.env.WORKER_BANNER === '1') process.stdout.write(lines.join('\n'));
