import { resolve } from 'node:path';

/** Where the end-to-end server listens and keeps its data (a fresh, empty directory each run). */
export const e2ePort = Number(process.env.E2E_PORT ?? 8191);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDataDir = resolve(import.meta.dirname, '../../.data-e2e');
