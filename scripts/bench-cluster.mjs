#!/usr/bin/env node
// Figures, not pass/fail: the server on PostgreSQL, alone and as two nodes behind HAProxy
// (scripts/cluster.mjs), in production mode with request logs off and rate limits off.
//   one node:  balance reads at 50 connections (goal ≥ 4,000 req/s, p99 ≤ 50 ms), as one process
//              and as two worker processes (WORKERS=2)
//   cluster:   balance reads at 50 connections, wallet transfers per second and their p50/p99
//              (sealed bodies, idempotency keys) from 20 clients on one member and on 20 members,
//              and a node killed during transfers: errors and lost transfers.
// Everything shares this machine's cores, so the cluster's figures show correctness and overhead,
// not scaling. Adds a "cluster" section to bench-results/latest.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startCluster } from './cluster.mjs';
import { siteClient } from './cluster-client.mjs';
import { fundedMembers } from './cluster-members.mjs';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// Ports and database names of its own (BENCH_CLUSTER_PORT, BENCH_CLUSTER_DATABASE), so two checkouts
// can run the bench on one machine without sharing a node or a database. Uses the port and the next 11.
const basePort = Number(process.env.BENCH_CLUSTER_PORT ?? 18280);
const databasePrefix = process.env.BENCH_CLUSTER_DATABASE ?? 'gamedeck_bench';
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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * `workers` clients moving 1.00 back and forth between main and a vendor wallet until `until`, client
 * `n` signed in with `tokens[n % tokens.length]`. A transfer's latency runs from asking for its nonce
 * to its definitive answer, retries with the same key included.
 */
async function transfers(client, tokens, vendorCode, { workers, until }) {
  const tally = { toVendor: 0, toMain: 0, refused: 0, retried: 0, failed: 0 };
  const latencies = [];
  await Promise.all(
    Array.from({ length: workers }, async (_, index) => {
      // A member's clients start in turn towards the vendor and towards main, so its money keeps moving.
      let direction = Math.floor(index / tokens.length) % 2 === 0 ? 'toVendor' : 'toMain';
      const token = tokens[index % tokens.length];
      while (Date.now() < until) {
        const started = performance.now();
        try {
          const answer = await client.transfer(token, { direction, vendorCode, amount: 100 }, () => {
            tally.retried += 1;
          });
          latencies.push(performance.now() - started);
          if (answer.code === 0) tally[direction] += 1;
          else tally.refused += 1;
        } catch {
          tally.failed += 1;
        }
        direction = direction === 'toVendor' ? 'toMain' : 'toVendor';
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    ...tally,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
  };
}

async function vendorWallet(client, token) {
  const wallets = (await client.send('/wps/relay/GCS_merchantWallet', { token })).value;
  return { vendor: wallets.wallets[0], sum: wallets.sumBalance };
}

const rows = [];
// One node as one process, then as two worker processes sharing its port (WORKERS=2, which needs
// PostgreSQL and Redis: server/workers.ts), the way a node uses every core of its machine.
for (const [workers, port] of [
  [1, basePort],
  [2, basePort + 2],
]) {
  const single = await startCluster({
    port,
    nodePorts: [port + 1],
    database: `${databasePrefix}_node_${workers}`,
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
    port: basePort + 4,
    nodePorts: [basePort + 5, basePort + 6],
    database: `${databasePrefix}_cluster`,
    fresh: true,
    env,
  });
  try {
    const client = await siteClient(cluster.base);
    const token = await client.signIn('demo_player');
    rows.push(await reads(cluster.base, token, 'two nodes + HAProxy: GET balance'));
    const before = await vendorWallet(client, token);
    const steadyRow = async (title, tokens) => {
      const started = Date.now();
      const tally = await transfers(client, tokens, before.vendor.vendorCode, {
        workers: 20,
        until: started + seconds * 1000,
      });
      rows.push({
        scenario: `two nodes + HAProxy: wallet transfers (${title})`,
        transfersPerSecond: Math.round((tally.toVendor + tally.toMain) / ((Date.now() - started) / 1000)),
        latencyP50Ms: tally.p50Ms,
        latencyP99Ms: tally.p99Ms,
        refused: tally.refused,
        failed: tally.failed,
      });
      return tally;
    };
    // 20 clients on one member's wallets take turns by design (a transfer locks the member's wallets);
    // 20 clients each signed in as a member of their own is how a site's traffic looks.
    const steady = await steadyRow('20 clients, one member', [token]);
    const members = await fundedMembers(cluster.databaseUrl, { count: 20 });
    const memberTokens = [];
    for (const username of members) memberTokens.push(await client.signIn(username));
    await steadyRow('20 clients, 20 members', memberTokens);
    const killAt = Date.now() + 3_000;
    const killing = wait(3_000).then(() => cluster.nodes[0].kill('SIGKILL'));
    const dying = await transfers(client, [token], before.vendor.vendorCode, {
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
