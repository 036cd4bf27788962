#!/usr/bin/env node
// `npm run test:cluster` (CI runs it after `npm test`): two nodes behind HAProxy on one PostgreSQL
// and one Redis (scripts/cluster.mjs), under load, and the node holding the scheduled jobs killed
// with SIGKILL in the middle. Passes when the other node keeps answering, every money transfer
// retried with its idempotency key happened exactly once (the wallets add up), the ledger sums to
// zero, and the scheduled jobs moved to the surviving node. Exits non-zero on any failure.
import pg from 'pg';
import { startCluster } from './cluster.mjs';
import { siteClient } from './cluster-client.mjs';

const LOAD_WORKERS = 6;
const READERS = 4;
const TRANSFER_MINOR = 100;
const started = Date.now();
const say = (line) =>
  process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}\n`);
const wait = (ms) => new Promise((done) => setTimeout(done, ms));
const failures = [];
const check = (ok, what) => {
  say(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const cluster = await startCluster({
  port: 18180,
  nodePorts: [18181, 18182],
  database: 'gamedeck_cluster_test',
  fresh: true,
  // The scheduled jobs' default lease (3 s); a short lease on money requests so their takeovers happen
  // within the test; rate limits off for the load.
  env: { RATE_LIMITS: 'off', REQUEST_LEASE_MS: '3000', GAMEDECK_ENV: 'production' },
});
const db = new pg.Client({ connectionString: cluster.databaseUrl });
await db.connect();
say(
  `cluster up at ${cluster.base}: ${cluster.nodes.map((node) => `${node.name} pid ${node.pid}`).join(', ')}`,
);

const { send, signIn, transfer: transferOnce } = await siteClient(cluster.base);

const token = await signIn('demo_player');
const wallets = (await send('/wps/relay/GCS_merchantWallet', { token })).value;
const vendor = wallets.wallets[0];
if (!vendor) throw new Error('demo_player has no vendor wallet to transfer to');
const vendorBefore = vendor.balance;
say(`demo_player: main ${wallets.mainBalance}, ${vendor.vendorCode} wallet ${vendorBefore}`);

const transfer = (direction) =>
  transferOnce(token, { direction, vendorCode: vendor.vendorCode, amount: TRANSFER_MINOR }, () => {
    moved.retried += 1;
  });

async function holders() {
  const { rows } = await db.query('SELECT name, owner FROM job_leases ORDER BY name');
  return rows;
}

// The scheduled jobs take their leases at their first tick (the payment sweep: 30 s).
let leases = [];
for (let waited = 0; waited < 40_000 && leases.length === 0; waited += 500) {
  leases = await holders();
  if (leases.length === 0) await wait(500);
}
check(
  leases.length > 0,
  `scheduled jobs hold leases: ${leases.map((row) => `${row.name}@${row.owner}`).join(', ')}`,
);
// The node holding the lottery draws is the one to kill: a draw must not wait long for the survivor.
const draws = leases.find((row) => row.name === 'lottery-draws') ?? leases[0];
const holderName = draws?.owner.split(':')[0];
const victim = cluster.nodes.find((node) => node.name === holderName) ?? cluster.nodes[0];
const survivor = cluster.nodes.find((node) => node !== victim);

// Load: transfers back and forth, and balance reads, through the balancer.
let running = true;
const moved = { toVendor: 0, toMain: 0, refused: 0, retried: 0 };
const reads = { ok: 0, failed: 0, failedAfterKill: 0 };
let killedAt = 0;
const workers = Array.from({ length: LOAD_WORKERS }, async (_, index) => {
  let direction = index % 2 === 0 ? 'toVendor' : 'toMain';
  while (running) {
    const answer = await transfer(direction);
    if (answer.code === 0) moved[direction] += 1;
    else moved.refused += 1;
    direction = direction === 'toVendor' ? 'toMain' : 'toVendor';
  }
});
const readers = Array.from({ length: READERS }, async () => {
  while (running) {
    const answer = await send('/wps/v2/wallets/balance', { token });
    if (answer.code === 0) reads.ok += 1;
    else {
      reads.failed += 1;
      // The balancer needs a moment (two failed health checks, 1 s) to take the dead node out.
      if (killedAt && Date.now() - killedAt > 2_000) reads.failedAfterKill += 1;
      await wait(50);
    }
  }
});

await wait(4_000);
say(
  `killing ${victim.name} (pid ${victim.pid}, holds ${draws?.name ?? 'the scheduled jobs'}) with SIGKILL under load`,
);
killedAt = Date.now();
await victim.kill('SIGKILL');
// The draws move once the dead node's lease runs out (3 s) and the survivor's timer fires (every 2 s).
let drawsMovedMs = null;
while (drawsMovedMs === null && Date.now() - killedAt < 15_000) {
  const { rows } = await db.query("SELECT owner FROM job_leases WHERE name = 'lottery-draws'");
  if (rows[0]?.owner.split(':')[0] === survivor.name) drawsMovedMs = Date.now() - killedAt;
  else await wait(100);
}
check(
  drawsMovedMs !== null && drawsMovedMs <= 7_000,
  `the lottery draws moved to ${survivor.name} ${drawsMovedMs === null ? 'not within 15 s' : `${(drawsMovedMs / 1000).toFixed(1)} s after the kill`} (at most 7 s)`,
);
await wait(Math.max(0, 8_000 - (Date.now() - killedAt)));
running = false;
await Promise.all([...workers, ...readers]);
say(
  `transfers: ${moved.toVendor} to vendor, ${moved.toMain} to main, ${moved.refused} refused, ${moved.retried} retries with the same key; reads: ${reads.ok} ok, ${reads.failed} failed`,
);

check(survivor.alive(), `${survivor.name} still runs`);
check(
  reads.ok > 100 && reads.failedAfterKill === 0,
  `balance reads kept answering once the balancer saw the node die (${reads.failedAfterKill} failures after 2 s)`,
);
check(moved.toVendor + moved.toMain > 20, 'transfers went on through the kill');

const after = (await send('/wps/relay/GCS_merchantWallet', { token })).value;
const vendorAfter = after.wallets.find((wallet) => wallet.vendorCode === vendor.vendorCode).balance;
const expected = vendorBefore + TRANSFER_MINOR * (moved.toVendor - moved.toMain);
check(
  vendorAfter === expected,
  `every acknowledged transfer moved money exactly once (vendor wallet ${vendorAfter}, expected ${expected})`,
);
check(
  after.sumBalance === wallets.sumBalance,
  `main + vendor wallets still hold ${wallets.sumBalance} (now ${after.sumBalance})`,
);

const { rows: totals } = await db.query(
  'SELECT coalesce(sum(amount_minor), 0)::bigint AS total FROM ledger_entries',
);
check(Number(totals[0].total) === 0, `the ledger sums to zero (${totals[0].total})`);
const { rows: stuck } = await db.query(
  'SELECT count(*)::int AS n FROM idempotent_requests WHERE completed_at IS NULL AND lease_expires_at > clock_timestamp()',
);
check(stuck[0].n === 0, 'no request is left held by a live lease');

// The jobs move: the dead node's leases run out and the survivor takes them at its next tick.
let moves = [];
for (let waited = 0; waited < 40_000; waited += 500) {
  moves = await holders();
  if (moves.length > 0 && moves.every((row) => row.owner.split(':')[0] === survivor.name)) break;
  await wait(500);
}
check(
  moves.length > 0 && moves.every((row) => row.owner.split(':')[0] === survivor.name),
  `scheduled jobs moved to ${survivor.name}: ${moves.map((row) => `${row.name}@${row.owner}`).join(', ')}`,
);

await db.end();
await cluster.stop();
say(failures.length === 0 ? 'cluster test passed' : `cluster test FAILED: ${failures.length} check(s)`);
process.exit(failures.length === 0 ? 0 : 1);
