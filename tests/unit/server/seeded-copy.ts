import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ManualClock } from '../../../server/clock';
import { postgresPool } from '../../../server/db/connection';
import { buildTestApp } from './test-app';

/** Where each server test file's database is copied from: migrated and seeded once per run. */
export type SeededCopy = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededCopy: SeededCopy | null;
  }
}

/** A database name on the server of `url`, the rest of the address kept. */
export function databaseUrl(url: string, database: string): string {
  const address = new URL(url);
  address.pathname = `/${database}`;
  return address.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Migrates and seeds a PGlite database as a default test server does, and keeps its data directory. */
async function pgliteCopy(): Promise<{ copy: SeededCopy; remove: () => Promise<void> }> {
  const database = new PGlite();
  const app = await buildTestApp(database, new ManualClock(), {});
  // Written out of the WAL into the tables, so a copy starts without replaying it.
  await database.exec('CHECKPOINT');
  const dump = await database.dumpDataDir('none');
  await app.close();
  const dir = await mkdtemp(join(tmpdir(), 'gamedeck-seeded-'));
  const dataDir = join(dir, 'pgdata.tar');
  await writeFile(dataDir, Buffer.from(await dump.arrayBuffer()));
  return { copy: { kind: 'pglite', dataDir }, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Migrates and seeds a template database on DATABASE_URL's server; each file's database is made from it. */
async function postgresCopy(url: string): Promise<{ copy: SeededCopy; remove: () => Promise<void> }> {
  const template = `gamedeck_seeded_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(url, `CREATE DATABASE ${template}`);
  const remove = () => adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  try {
    const app = await buildTestApp(postgresPool(databaseUrl(url, template)), new ManualClock(), {});
    // Closing ends the pool: a template takes no connections while databases are made from it.
    await app.close();
  } catch (error) {
    await remove();
    throw error;
  }
  return { copy: { kind: 'postgres', template }, remove };
}

/**
 * Vitest global setup for the server suite. Migrating and seeding takes most of a server test file's start, so it
 * happens once here; the harness gives each file (and each server a test starts) its own copy. Both server
 * projects name this file, and both run in this one process: one copy serves them, removed after the last.
 */
const shared = globalThis as typeof globalThis & {
  seededCopy?: Promise<{ copy: SeededCopy; remove: () => Promise<void> }>;
  seededCopyUsers?: number;
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  shared.seededCopy ??= url ? postgresCopy(url) : pgliteCopy();
  shared.seededCopyUsers = (shared.seededCopyUsers ?? 0) + 1;
  const made = shared.seededCopy;
  project.provide('seededCopy', (await made).copy);
  return async () => {
    shared.seededCopyUsers = (shared.seededCopyUsers ?? 1) - 1;
    if (shared.seededCopyUsers > 0) return;
    shared.seededCopy = undefined;
    await (await made).remove();
  };
}
