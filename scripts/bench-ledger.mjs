#!/usr/bin/env node
// Figures, not pass/fail: ledger transfers per second and p50/p99 latency with 50 concurrent
// clients, each moving random amounts between random player accounts through the one
// transfer service, on in-memory PGlite and (when DATABASE_URL is set) on PostgreSQL in a
// throwaway schema. Prints a table and adds a "ledger" section to bench-results/latest.json.
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';
import { onEachEngine, reportFigures } from './bench-engines.mjs';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_LEDGER_SECONDS ?? 10);
const clients = 50;
const players = 200;
const startingBalance = 1_000_000;

// Load the server's TypeScript modules in this process's module graph (one PGlite class, one Kysely).
register();
const server = (path) => import(join(root, path));
const { createDb, postgresPool } = await server('server/db/connection.ts');
const { migrate } = await server('server/db/migrations.ts');
const { migrationPlan } = await server('server/modules/index.ts');
const { accountFor } = await server('server/modules/ledger/accounts.ts');
const { transfer } = await server('server/modules/ledger/transfer.ts');

/** Members with a funded main wallet each; returns their account ids. */
async function fundedAccounts(db) {
  const at = new Date();
  const house = await accountFor(db, null, 'house_seed', at);
  const ids = [];
  for (let i = 0; i < players; i += 1) {
    const member = await db
      .insertInto('members')
      .values({
        username: `bench_${i}`,
        username_lower: `bench_${i}`,
        password_hash: '-',
        password_changed_at: at,
        type: 0,
        profile: '{}',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const account = await accountFor(db, member.id, 'player_main', at);
    await transfer(db, {
      idempotencyKey: `bench-fund:${i}`,
      kind: 'seed',
      memo: 'bench funding',
      legs: [
        { accountId: house, amountMinor: -startingBalance },
        { accountId: account, amountMinor: startingBalance },
      ],
      at,
    });
    ids.push(account);
  }
  return ids;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round1 = (value) => Math.round(value * 10) / 10;

async function measure(engine, db) {
  await migrate(db, migrationPlan);
  const accounts = await fundedAccounts(db);
  const latencies = [];
  let refused = 0;
  const deadline = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const from = accounts[Math.floor(Math.random() * accounts.length)];
      let to = accounts[Math.floor(Math.random() * accounts.length)];
      if (to === from) to = accounts[(accounts.indexOf(from) + 1) % accounts.length];
      const amount = 1 + Math.floor(Math.random() * 5_000);
      const started = performance.now();
      try {
        await transfer(db, {
          idempotencyKey: `bench:${randomUUID()}`,
          kind: 'bench',
          memo: 'bench transfer',
          legs: [
            { accountId: from, amountMinor: -amount },
            { accountId: to, amountMinor: amount },
          ],
          at: new Date(),
        });
      } catch (error) {
        if (error?.name !== 'ApiError') throw error;
        refused += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = (performance.now() - started) / 1000;
  const sum = await db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.sum('balance_minor').as('total'))
    .executeTakeFirstOrThrow();
  if (Number(sum.total) !== 0) throw new Error(`${engine}: the ledger no longer sums to zero`);
  latencies.sort((a, b) => a - b);
  return {
    engine,
    clients,
    transfers: latencies.length,
    refused,
    transfersPerSecond: round1(latencies.length / elapsed),
    latencyP50Ms: round1(percentile(latencies, 50)),
    latencyP99Ms: round1(percentile(latencies, 99)),
  };
}

const rows = await onEachEngine({ createDb, postgresPool }, measure, 'PostgreSQL (pool of 10)');
reportFigures('ledger', `Ledger transfers (${clients} concurrent clients, ${seconds} s per engine)`, rows);
