import { resolve } from 'node:path';

/**
 * Where the end-to-end server listens and keeps its data (a fresh, empty directory each run); parallel runs
 * (scripts/e2e-shards.mjs) name their own.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 8191);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDataDir = resolve(import.meta.dirname, '../..', process.env.E2E_DATA_DIR ?? '.data-e2e');
