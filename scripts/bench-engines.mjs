// What the database benches share: running one measurement on in-memory PGlite and (when
// DATABASE_URL is set) on PostgreSQL in a throwaway schema, and adding the figures to
// bench-results/latest.json under a section of their own.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');

/**
 * Runs `measure(engineName, db)` on each engine with a fresh database and answers one row per
 * engine. `createDb` and `postgresPool` come from the caller's module graph (server/db/connection.ts
 * loaded through tsx), so the bench and the server share one Kysely.
 */
export async function onEachEngine({ createDb, postgresPool }, measure, postgresName = 'PostgreSQL') {
  const rows = [];
  const db = createDb(new PGlite());
  try {
    rows.push(await measure('PGlite (in memory)', db));
  } finally {
    await db.destroy();
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('DATABASE_URL is not set: the PostgreSQL figures are skipped.');
    return rows;
  }
  const schema = `bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const pgDb = createDb(postgresPool(url, schema));
  try {
    rows.push(await measure(postgresName, pgDb));
  } finally {
    await pgDb.destroy();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
  return rows;
}

/** Prints the rows under `title` and adds them to bench-results/latest.json as `section`. */
export function reportFigures(section, title, rows) {
  console.log(`\n${title}`);
  console.table(rows);
  const out = join(root, 'bench-results/latest.json');
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  const results = existsSync(out)
    ? JSON.parse(readFileSync(out, 'utf8'))
    : { date: new Date().toISOString() };
  writeFileSync(out, `${JSON.stringify({ ...results, [section]: rows }, null, 2)}\n`);
  console.log(`${section[0].toUpperCase()}${section.slice(1)} figures added to ${relative(root, out)}`);
}
