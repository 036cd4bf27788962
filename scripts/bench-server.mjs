// A platform server for the benchmarks: serves dist/ and the API on 127.0.0.1:<port> from a fresh
// data directory (seeded on start; by default rate limits off and only warnings logged), with an operator
// file written before it starts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * Starts the server and resolves once it answers; `stop()` ends it and removes its data. `pid` is the
 * started process (tsx, whose child runs the server) and `dataDir` its data directory.
 * A port already answering is refused: another server would answer in place of ours.
 * `dataDir` given: the server runs on that directory's data and `stop()` leaves it (a later start resumes it).
 * `rateLimits: true` keeps the limits as shipped; `logLevel: null` keeps the server's own level (info).
 * `onOutput` receives the server's standard output (ignored otherwise).
 */
export async function startBenchServer({
  port,
  name,
  operator = {},
  env = {},
  dataDir: givenDataDir,
  rateLimits = false,
  logLevel = 'warn',
  onOutput,
}) {
  const base = `http://127.0.0.1:${port}`;
  const taken = await fetch(`${base}/wps/system/publicKey`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: pick another with the script's port variable`);
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), `gamedeck-${name}-`));
  writeFileSync(join(dataDir, 'operator.json'), `${JSON.stringify({ rateLimits, ...operator })}\n`);
  const serverEnv = { ...process.env };
  // Shipped defaults: the variables that would change them are left out.
  delete serverEnv.RATE_LIMITS;
  delete serverEnv.LOG_LEVEL;
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    env: {
      ...serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      ...(rateLimits ? {} : { RATE_LIMITS: 'off' }),
      ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
      ...env,
    },
    stdio: ['ignore', onOutput ? 'pipe' : 'ignore', 'inherit'],
  });
  child.stdout?.on('data', onOutput);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  // The first start seeds 10,000 games: allow for it.
  const deadline = Date.now() + 240_000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
      const up = await fetch(`${base}/wps/system/publicKey`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return { base, stop, pid: child.pid, dataDir };
      await new Promise((done) => setTimeout(done, 500));
    }
    throw new Error('server did not start within 240 s');
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The value at quantile `q` of ascending numbers (nearest rank). */
export const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

export const median = (values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
