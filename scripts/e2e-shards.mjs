#!/usr/bin/env node
// The end-to-end journeys of `npm test`, as parallel Playwright runs where the machine has the cores: each run has
// its own server on its own port and data directory, so journeys that switch the brand's profile or move its
// clock only meet journeys of their own run. A run keeps about two cores busy (Chromium's renderer and GPU
// processes, the server), so a run per two cores: on a 2-core machine two runs took as long as one, and each
// journey twice as long, close to its timeout. The journeys that must run after the others on their server (the
// `last` project) get a fresh server of their own once a run's slot is free. E2E_SHARDS sets the number of runs;
// extra arguments go to every run.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const slots = Math.max(
  1,
  Math.min(Number(process.env.E2E_SHARDS ?? Math.floor(availableParallelism() / 2)), 4),
);
const basePort = Number(process.env.E2E_PORT ?? 8191);
const extra = process.argv.slice(2);

const jobs = [
  ...Array.from({ length: slots }, (_, index) => ({
    name: slots > 1 ? `journeys ${index + 1}/${slots}` : 'journeys',
    args: ['--project', 'chromium', ...(slots > 1 ? ['--shard', `${index + 1}/${slots}`] : [])],
  })),
  { name: 'journeys run last', args: ['--project', 'last', '--no-deps'] },
];

/** Runs one job on the port and data directory of its number; resolves with its exit code. */
function run(job, number) {
  return new Promise((done) => {
    const child = spawn(
      'npx',
      [
        'playwright',
        'test',
        ...job.args,
        '--reporter',
        'list',
        '--output',
        `test-results/run-${number}`,
        ...extra,
      ],
      {
        env: {
          ...process.env,
          E2E_PORT: String(basePort + number * 100),
          E2E_DATA_DIR: `.data-e2e-${number}`,
          // The partner pages of a run listen next to its server's port.
          E2E_PARTNER_PORT: String(basePort + number * 100 + 10),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const prefix = `[${job.name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines)
          (stream === child.stderr ? process.stderr : process.stdout).write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
    }
    child.on('exit', (code, signal) => done(signal ? 1 : (code ?? 1)));
  });
}

const started = Date.now();
const results = [];
let next = 0;
async function worker() {
  while (next < jobs.length) {
    const number = next++;
    const job = jobs[number];
    const jobStarted = Date.now();
    const code = await run(job, number);
    results.push({ name: job.name, code, seconds: (Date.now() - jobStarted) / 1000 });
  }
}
await Promise.all(Array.from({ length: slots }, worker));

console.log(`\nEnd-to-end runs (${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
for (const { name, code, seconds } of results)
  console.log(`  ${name.padEnd(24)} ${code === 0 ? 'passed' : 'FAILED'} ${seconds.toFixed(0).padStart(6)} s`);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
