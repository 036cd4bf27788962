#!/usr/bin/env node
// Times the server suite (`vitest run tests/unit/server`) in one or more checkouts, back to back, on PGlite and,
// with --postgres, on PostgreSQL + Redis as CI's second pass runs it. For comparing a change's suite time with an
// older commit's on the same machine: `node scripts/time-server-suite.mjs /path/to/old /path/to/new --postgres`
// (each path a checkout with its node_modules; default: this one). Prints wall seconds and the load average.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';

const args = process.argv.slice(2);
const postgres = args.includes('--postgres');
const rounds = Number(args.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ?? 1);
const checkouts = args.filter((arg) => !arg.startsWith('--')).map((path) => resolve(path));
if (checkouts.length === 0) checkouts.push(resolve(import.meta.dirname, '..'));

const engines = [['PGlite', {}]];
if (postgres)
  engines.push([
    'PostgreSQL + Redis',
    {
      DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    },
  ]);

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const figures = [];
for (let round = 1; round <= rounds; round++) {
  for (const [engine, env] of engines) {
    for (const checkout of checkouts) {
      const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
      const loadBefore = load();
      const started = Date.now();
      const { status } = spawnSync('npx', ['vitest', 'run', 'tests/unit/server'], {
        cwd: checkout,
        env: { ...inherited, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      figures.push({
        round,
        engine,
        checkout,
        seconds: Math.round((Date.now() - started) / 1000),
        passed: status === 0,
        loadBefore,
        loadAfter: load(),
      });
      console.table(figures.slice(-1));
    }
  }
}
console.log('\nServer suite times');
console.table(figures);
