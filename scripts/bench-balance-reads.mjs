// Balance reads (GET /wps/v2/wallets/balance) on one node, side by side: production mode and development
// mode (as `npm run serve` starts it), each as shipped (rate limits and logging on), with rate limits off and
// with logging off. On PostgreSQL when DATABASE_URL is set (a database of the bench's own beside it, dropped
// after), PGlite otherwise. The reads rotate over the tokens of many members, as a site's traffic does; only
// 2xx answers count toward the rate.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBenchServer } from './bench-server.mjs';
import { siteClient } from './cluster-client.mjs';

const MEMBERS = 50;
const PASSWORD = 'Demo1234';
const benchMember = (index) => `reads${String(index).padStart(3, '0')}`;

/** A database of the bench's own on the server of DATABASE_URL, and how to drop it. */
async function throwawayDatabase(databaseUrl) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const name = `gamedeck_bench_reads_${process.pid}`;
  const query = async (sql) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await query(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Registers the bench's members (a dev captcha each) and signs each in once: their tokens. */
async function benchTokens(base) {
  const client = await siteClient(base);
  const tokens = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const captchaId = crypto.randomUUID();
    await fetch(`${base}/wps/captcha?id=${captchaId}`);
    const captcha = await (await fetch(`${base}/dev/captcha/${captchaId}`)).text();
    const registered = await client.send('/wps/member/register', {
      method: 'PUT',
      headers: { 'content-type': 'application/jose' },
      body: await client.sealed({
        username: benchMember(index),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        mobileNum: `918${String(index).padStart(7, '0')}`,
        countryDialingCode: '+63',
        ageConfirmed: true,
        termsAccepted: true,
        captchaId,
        captcha,
      }),
    });
    if (registered.code !== 0) throw new Error(`registering ${benchMember(index)}: ${registered.status}`);
    tokens.push(await client.signIn(benchMember(index), PASSWORD));
  }
  return tokens;
}

/** CPU milliseconds (user + system) used so far by a process and every process under it (Linux /proc). */
function treeCpuMs(pid) {
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  let total = 0;
  const visit = (id) => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
      for (const task of readdirSync(`/proc/${id}/task`))
        for (const child of readFileSync(`/proc/${id}/task/${task}/children`, 'utf8')
          .split(' ')
          .filter(Boolean))
          visit(child);
    } catch {
      // the process has gone
    }
  };
  visit(pid);
  return total;
}

/** Seconds of reads before each measured run: a node just started still compiles and fills its caches. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);

/** Reads at `connections` for `duration` s, each request with the next member's token. */
function reads(base, tokens, { connections, duration }) {
  let next = 0;
  return new Promise((done, fail) => {
    autocannon(
      {
        url: base,
        connections,
        duration,
        requests: [
          {
            method: 'GET',
            path: '/wps/v2/wallets/balance',
            setupRequest: (request) => {
              next = (next + 1) % tokens.length;
              return { ...request, headers: { ...request.headers, token: tokens[next] } };
            },
          },
        ],
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
}

const MODES = [
  { mode: 'production', env: { GAMEDECK_ENV: 'production' } },
  { mode: 'development (npm run serve)', env: { GAMEDECK_ENV: '' } },
];
const SETTINGS = [
  { settings: 'default (rate limits + logging on)', rateLimits: true, logLevel: null },
  { settings: 'rate limits off', rateLimits: false, logLevel: null },
  { settings: 'logging off (warn only)', rateLimits: true, logLevel: 'warn' },
];

/** The side-by-side rows; `data` says which database the node ran on. */
export async function balanceReads({ port, connections, duration }) {
  const database = process.env.DATABASE_URL ? await throwawayDatabase(process.env.DATABASE_URL) : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'gamedeck-bench-reads-'));
  const env = database ? { DATABASE_URL: database.url } : { DATABASE_URL: '' };
  const data = database ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  try {
    // The members are registered once, in development mode (its captcha answers), with limits off.
    const setup = await startBenchServer({ port, name: 'reads', dataDir, env });
    const tokens = await benchTokens(setup.base).finally(setup.stop);
    const rows = [];
    for (const { mode, env: modeEnv } of MODES) {
      for (const { settings, rateLimits, logLevel } of SETTINGS) {
        let outputLines = 0;
        const server = await startBenchServer({
          port,
          name: 'reads',
          dataDir,
          rateLimits,
          logLevel,
          env: { ...env, ...modeEnv },
          onOutput: (chunk) => {
            for (const byte of chunk) if (byte === 10) outputLines += 1;
          },
        });
        let result;
        let cpuMs;
        try {
          await reads(server.base, tokens, { connections, duration: WARM_UP_SECONDS });
          const cpuBefore = treeCpuMs(server.pid);
          result = await reads(server.base, tokens, { connections, duration });
          cpuMs = treeCpuMs(server.pid) - cpuBefore;
        } finally {
          await server.stop();
        }
        rows.push({
          mode,
          settings,
          data,
          requestsPerSecond2xx: Math.round(result['2xx'] / result.duration),
          latencyP50Ms: result.latency.p50,
          latencyP99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          // The node's own CPU per 1,000 answers: steadier than the rate on a machine others share.
          serverCpuMsPer1k: Math.round((cpuMs / result.requests.total) * 1000),
          // Every line the node wrote, its start and close included: access lines show up here.
          outputLines,
        });
      }
    }
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}
