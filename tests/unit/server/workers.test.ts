import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/** Starts `npm run serve`'s entry point with the given environment. */
function serve(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number>;
} {
  const { DATABASE_URL: _database, REDIS_URL: _redis, WORKERS: _workers, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number>((done) => child.once('exit', (code) => done(code ?? -1)));
  return { child, output: () => output, exited };
}

/** The server processes whose parent is `pid` (tsx may also start an esbuild service beside them). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('server/main.ts');
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('worker processes (WORKERS)', () => {
  it('refuse to start without PostgreSQL and Redis, or with a count that is not one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gd-workers-'));
    try {
      const withoutServices = serve({ WORKERS: '2', DATA_DIR: dataDir, PORT: '0' });
      expect(await withoutServices.exited).toBe(1);
      expect(withoutServices.output()).toContain('WORKERS=2 needs DATABASE_URL and REDIS_URL');
      const notACount = serve({ WORKERS: 'two', DATA_DIR: dataDir, PORT: '0' });
      expect(await notACount.exited).toBe(1);
      expect(notACount.output()).toContain('WORKERS must be a whole number from 1 to 64');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(databaseUrl && redisUrl)(
    'share one port, replace a worker that dies, and all stop on SIGTERM',
    async () => {
      const schema = `workers_${randomUUID().replace(/-/g, '')}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const dataDir = mkdtempSync(join(tmpdir(), 'gd-workers-'));
      const port = 18_600 + Math.floor(Math.random() * 300);
      const url = new URL(databaseUrl!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const node = serve({
        WORKERS: '2',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl!,
      });
      const answers = async () => {
        const response = await fetch(`http://127.0.0.1:${port}/wps/system/publicKey`);
        return response.status;
      };
      try {
        const allListening = (times: number) =>
          vi.waitFor(() => expect(node.output().match(/2 workers listening/g)).toHaveLength(times), {
            timeout: 120_000,
            interval: 250,
          });
        await allListening(1);
        expect(childrenOf(node.child.pid!)).toHaveLength(2);
        expect(await answers()).toBe(200);
        const [first] = childrenOf(node.child.pid!);
        process.kill(first!, 'SIGKILL');
        await allListening(2);
        const replaced = childrenOf(node.child.pid!);
        expect(replaced).toHaveLength(2);
        expect(replaced).not.toContain(first);
        for (let attempt = 0; attempt < 10; attempt += 1) expect(await answers()).toBe(200);
        const workers = childrenOf(node.child.pid!);
        node.child.kill('SIGTERM');
        expect(await node.exited).toBe(0);
        expect(workers.filter((pid) => readdirSync('/proc').includes(String(pid)))).toEqual([]);
        expect(node.output().match(/Gamedeck is running/g)).toHaveLength(1);
      } finally {
        if (node.child.exitCode === null) node.child.kill('SIGKILL');
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    240_000,
  );
});
