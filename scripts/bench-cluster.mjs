#!/usr/bin/env node
// Figures, not pass/fail: the server on PostgreSQL, alone and as two nodes behind HAProxy
// (scripts/cluster.mjs), in production mode with request logs off and rate limits off.
//   one node:  balance reads at 50 connections (goal ≥ 4,000 req/s, p99 ≤ 50 ms), as one process
//              and as two worker processes (WORKERS=2)
//   cluster:   balance reads at 50 connections, wallet transfers per second (sealed bodies,
//              idempotency keys), and a node killed during transfers: errors and lost transfers.
// Everything shares this machine's cores, so the cluster's figures show correctness and overhead,
// not scaling. Adds a "cluster" section to bench-results/latest.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startCluster } from './cluster.mjs';
import { siteClient } from './cluster-client.mjs';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const env = {
  GAMEDECK_ENV: 'production',
  LOG_LEVEL: 'warn',
  RATE_LIMITS: 'off',
  REQUEST_LEASE_MS: '3000',
};
const wait = (ms) => new Promise((done) => setTimeout(done, ms));

function reads(base, token, title) {
  return new Promise((done, fail) => {
    autocannon(
      {
        url: base,
        connections: 50,
        duration: seconds,
        requests: [{ method: 'GET', path: '/wps/v2/wallets/balance', headers: { token } }],
      },
      (error, result) => {
        if (error) fail(error);
        else
          done({
            scenario: title,
            requestsPerSecond: Math.round(result.requests.average),
            latencyP50Ms: result.latency.p50,
            latencyP99Ms: result.latency.p99,
            non2xx: result.non2xx,
            errors: result.errors + result.timeouts,
          });
      },
    );
  });
}

/** `workers` clients moving 1.00 back and forth between main and a vendor wallet until `until`. */
async function transfers(client, token, vendorCode, { workers, until, onKill }) {
  const tally = { toVendor: 0, toMain: 0, refused: 0, retried: 0, failed: 0 };
  await Promise.all(
    Array.from({ length: workers }, async (_, index) => {
      let direction = index % 2 === 0 ? 'toVendor' : 'toMain';
      while (Date.now() < until) {
        try {
          const answer = await client.transfer(token, { direction, vendorCode, amount: 100 }, () => {
            tally.retried += 1;
          });
          if (answer.code === 0) tally[direction] += 1;
          else tally.refused += 1;
        } catch {
          tally.failed += 1;
        }
        direction = direction === 'toVendor' ? 'toMain' : 'toVendor';
      }
    }),
  );
  onKill?.();
  return tally;
}

async function vendorWallet(client, token) {
  const wallets = (await client.send('/wps/relay/GCS_merchantWallet', { token })).value;
  return { vendor: wallets.wallets[0], sum: wallets.sumBalance };
}

const rows = [];
// One node as one process, then as two worker processes sharing its port (WORKERS=2, which needs
// PostgreSQL and Redis: server/workers.ts), the way a node uses every core of its machine.
for (const [workers, port] of [
  [1, 18280],
  [2, 18290],
]) {
  const single = await startCluster({
    port,
    nodePorts: [port + 1],
    database: `gamedeck_bench_node_${workers}`,
    fresh: true,
    env: { ...env, WORKERS: String(workers) },
  });
  try {
    const node = single.nodes[0];
    const client = await siteClient(node.base);
    const token = await client.signIn('demo_player');
    const processes = workers === 1 ? 'one process' : `${workers} worker processes`;
    rows.push(await reads(node.base, token, `one node, ${processes}: GET balance`));
  } finally {
    await single.stop();
  }
}
{
  const cluster = await startCluster({
    port: 18380,
    nodePorts: [18381, 18382],
    database: 'gamedeck_bench_cluster',
    fresh: true,
    env,
  });
  try {
    const client = await siteClient(cluster.base);
    const token = await client.signIn('demo_player');
    rows.push(await reads(cluster.base, token, 'two nodes + HAProxy: GET balance'));
    const before = await vendorWallet(client, token);
    const started = Date.now();
    const steady = await transfers(client, token, before.vendor.vendorCode, {
      workers: 20,
      until: started + seconds * 1000,
    });
    rows.push({
      scenario: 'two nodes + HAProxy: wallet transfers (20 clients)',
      transfersPerSecond: Math.round((steady.toVendor + steady.toMain) / ((Date.now() - started) / 1000)),
      refused: steady.refused,
      failed: steady.failed,
    });
    const killAt = Date.now() + 3_000;
    const killing = wait(3_000).then(() => cluster.nodes[0].kill('SIGKILL'));
    const dying = await transfers(client, token, before.vendor.vendorCode, {
      workers: 20,
      until: killAt + 7_000,
    });
    await killing;
    const after = await vendorWallet(client, token);
    const moved = steady.toVendor - steady.toMain + dying.toVendor - dying.toMain;
    rows.push({
      scenario: 'two nodes + HAProxy: a node killed during transfers',
      transfers: dying.toVendor + dying.toMain,
      retriedWithSameKey: dying.retried,
      failed: dying.failed,
      lostOrDoubled: after.vendor.balance - before.vendor.balance - moved * 100,
      walletsSumUnchanged: after.sum === before.sum,
    });
  } finally {
    await cluster.stop();
  }
}

console.log(
  `\nPostgreSQL, one node and two nodes behind HAProxy (${seconds} s each, 50 connections for reads)`,
);
console.table(rows);
mkdirSync(join(root, 'bench-results'), { recursive: true });
const out = join(root, 'bench-results/latest.json');
const earlier = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
writeFileSync(
  out,
  `${JSON.stringify({ ...earlier, cluster: { date: new Date().toISOString(), rows } }, null, 2)}\n`,
);
console.log(`Written to ${relative(root, out)}`);
