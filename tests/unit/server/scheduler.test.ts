import { setTimeout as sleep } from 'node:timers/promises';
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownTables } from '../../../server/db/own-tables';
import type { Db } from '../../../server/modules/database';
import { RUN_EVERY_MS as LOTTERY_EVERY_MS } from '../../../server/modules/lottery/runner';
import { DEFAULT_JOB_LEASE_MS, type JobLeaseTables, Scheduler } from '../../../server/scheduling/scheduler';
import { startServer, type TestServer } from './harness';

const jobLeases = ownTables<JobLeaseTables>();

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await sql`CREATE TABLE fence_probe (node text NOT NULL, step integer NOT NULL)`.execute(server.ctx.db);
});
afterAll(async () => server.close());

const LEASE_MS = 1_000;
const quiet = { error: () => {} };
/** Nodes stopped cleanly, whose leases must all be gone at the end. */
const stoppedCleanly = new Set<string>();

/** A job that counts its runs and how many ran at once, across every node sharing it. */
function countingJob(durationMs = 0) {
  const counts = { runs: 0, atOnce: 0, mostAtOnce: 0, by: [] as string[] };
  const runAs = (node: string) => async () => {
    counts.runs += 1;
    counts.atOnce += 1;
    counts.mostAtOnce = Math.max(counts.mostAtOnce, counts.atOnce);
    counts.by.push(node);
    await sleep(durationMs);
    counts.atOnce -= 1;
  };
  return { counts, runAs };
}

/**
 * The database as one node's scheduler reaches it, until `die()`: from then on every statement it
 * sends fails, as when the node dies or loses the network, so it neither renews nor gives up a lease.
 */
function nodeLink(db: Db) {
  let dead = false;
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      if (dead) throw new Error('node is gone');
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return {
    db: db.withPlugin(plugin),
    die: () => {
      dead = true;
    },
  };
}

let jobSerial = 0;
/** Two nodes on one database, each with the same job registered under a fresh name; node a can die. */
function twoNodes(job: ReturnType<typeof countingJob>, everyMs = 60_000, leaseMs = LEASE_MS) {
  const name = `job-${++jobSerial}`;
  const linkA = nodeLink(server.ctx.db);
  const a = new Scheduler(jobLeases(linkA.db), quiet, { leaseMs, owner: `node-a-${jobSerial}` });
  const b = new Scheduler(jobLeases(server.ctx.db), quiet, { leaseMs, owner: `node-b-${jobSerial}` });
  a.every(name, everyMs, job.runAs('a'));
  b.every(name, everyMs, job.runAs('b'));
  const stop = async (...nodes: Scheduler[]) => {
    await Promise.all(nodes.map((node) => node.stop()));
    for (const node of nodes) stoppedCleanly.add(node.owner);
  };
  return { name, a, b, dieA: linkA.die, stop };
}

/** Asks `node` to run `name` every 25 ms until it does; answers the milliseconds that took. */
async function msUntilRuns(node: Scheduler, name: string, giveUpMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < giveUpMs) {
    if (await node.runNow(name)) return performance.now() - started;
    await sleep(25);
  }
  return Number.POSITIVE_INFINITY;
}

const probeRows = (node: string) =>
  server.ctx.db
    .selectFrom(sql<{ node: string; step: number }>`fence_probe`.as('probe'))
    .select(['probe.node', 'probe.step'])
    .where('probe.node', 'like', `${node}%`)
    .orderBy('probe.step')
    .execute();
const writeProbe = (db: Db, node: string, step: number) =>
  sql`INSERT INTO fence_probe (node, step) VALUES (${node}, ${step})`.execute(db);

describe('the scheduler', () => {
  it('runs a job on one node when two try at once', async () => {
    const job = countingJob(50);
    const { name, a, b, stop } = twoNodes(job);
    const ran = await Promise.all([a.runNow(name), b.runNow(name)]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(job.counts).toMatchObject({ runs: 1, mostAtOnce: 1 });
    await stop(a, b);
  });

  it('keeps the job on its node while that node lives: through a long run and between runs', async () => {
    const job = countingJob(LEASE_MS * 3);
    const { name, a, b, stop } = twoNodes(job);
    const long = a.runNow(name);
    // Well past the lease's length, the run still holds it.
    for (let tries = 0; tries < 5; tries += 1) {
      await sleep(LEASE_MS / 2);
      expect(await b.runNow(name)).toBe(false);
    }
    expect(await long).toBe(true);
    // Between runs too, several lease lengths later, the node that ran it still holds it.
    for (let tries = 0; tries < 6; tries += 1) {
      await sleep(LEASE_MS / 2);
      expect(await b.runNow(name)).toBe(false);
    }
    expect(job.counts.by).toEqual(['a']);
    await stop(a, b);
  });

  it('moves the job to the other node within one lease once its node dies (stops renewing)', async () => {
    const job = countingJob();
    const { name, a, b, dieA, stop } = twoNodes(job);
    expect(await a.runNow(name)).toBe(true);
    expect(await b.runNow(name)).toBe(false);
    dieA();
    const tookMs = await msUntilRuns(b, name, LEASE_MS * 5);
    expect(tookMs).toBeLessThanOrEqual(LEASE_MS + 500);
    expect(await a.runNow(name)).toBe(false);
    expect(job.counts.by).toEqual(['a', 'b']);
    await stop(b);
  });

  it('hands the job over at once when its node stops cleanly', async () => {
    const job = countingJob();
    const { name, a, b, stop } = twoNodes(job);
    expect(await a.runNow(name)).toBe(true);
    await stop(a);
    expect(await b.runNow(name)).toBe(true);
    expect(job.counts.by).toEqual(['a', 'b']);
    await stop(b);
  });

  it('commits nothing a node writes after it lost the job to another node mid-run', async () => {
    const name = `fenced-${++jobSerial}`;
    const linkA = nodeLink(server.ctx.db);
    const lost: unknown[] = [];
    const a = new Scheduler(
      jobLeases(linkA.db),
      { error: (entry: unknown) => lost.push(entry) },
      { leaseMs: LEASE_MS },
    );
    const b = new Scheduler(jobLeases(server.ctx.db), quiet, { leaseMs: LEASE_MS });
    let wroteFirst!: () => void;
    const firstWritten = new Promise<void>((resolve) => {
      wroteFirst = resolve;
    });
    let resumeA!: () => void;
    const paused = new Promise<void>((resolve) => {
      resumeA = resolve;
    });
    a.every(name, 60_000, async () => {
      await writeProbe(server.ctx.db, 'midrun-a', 1);
      await server.ctx.db.transaction().execute((trx) => writeProbe(trx, 'midrun-a', 2));
      wroteFirst();
      await paused;
      await server.ctx.db.transaction().execute((trx) => writeProbe(trx, 'midrun-a', 3));
    });
    b.every(name, 60_000, () => writeProbe(server.ctx.db, 'midrun-b', 1));

    const runOnA = a.runNow(name);
    await firstWritten;
    // Node a's lease statements stop reaching the database while its run is still going.
    linkA.die();
    expect(await msUntilRuns(b, name, LEASE_MS * 5)).toBeLessThanOrEqual(LEASE_MS + 500);
    resumeA();
    expect(await runOnA).toBe(false);

    expect(await probeRows('midrun-a')).toEqual([
      { node: 'midrun-a', step: 1 },
      { node: 'midrun-a', step: 2 },
    ]);
    expect(await probeRows('midrun-b')).toEqual([{ node: 'midrun-b', step: 1 }]);
    expect(lost).toContainEqual(expect.objectContaining({ event: 'scheduled_job_lease_lost', job: name }));
    await b.stop();
    stoppedCleanly.add(b.owner);
  });

  it('commits nothing of a run stalled past its lease, even before another node takes the job', async () => {
    const name = `stalled-${++jobSerial}`;
    const node = new Scheduler(jobLeases(server.ctx.db), quiet, { leaseMs: LEASE_MS });
    let stall = true;
    node.every(name, 60_000, async () => {
      await writeProbe(server.ctx.db, 'stalled', 1);
      if (stall) {
        stall = false;
        // The whole process stalls (a pause, a slow round): no timer fires, no lease is renewed.
        const until = Date.now() + LEASE_MS + 300;
        while (Date.now() < until) {
          // busy
        }
      }
      await writeProbe(server.ctx.db, 'stalled', 2);
    });
    expect(await node.runNow(name)).toBe(false);
    expect(await probeRows('stalled')).toEqual([{ node: 'stalled', step: 1 }]);
    // The lease ran out; the next run takes it again and writes.
    expect(await node.runNow(name)).toBe(true);
    expect(await probeRows('stalled')).toEqual([
      { node: 'stalled', step: 1 },
      { node: 'stalled', step: 1 },
      { node: 'stalled', step: 2 },
    ]);
    await node.stop();
    stoppedCleanly.add(node.owner);
  });

  it('runs on its timers on one node at a time, and a failed run is logged and tried again', async () => {
    const job = countingJob(30);
    const { a, b, stop } = twoNodes(job, 40);
    const failures: unknown[] = [];
    const flaky = new Scheduler(
      jobLeases(server.ctx.db),
      { error: (entry: unknown) => failures.push(entry) },
      {
        leaseMs: LEASE_MS,
      },
    );
    let attempts = 0;
    flaky.every(`flaky-${++jobSerial}`, 40, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('first run fails');
    });
    a.start();
    b.start();
    flaky.start();
    await sleep(1_000);
    await stop(a, b, flaky);
    expect(job.counts.runs).toBeGreaterThan(3);
    expect(job.counts.mostAtOnce).toBe(1);
    expect(failures).toHaveLength(1);
    expect(attempts).toBeGreaterThan(1);
  });

  it(`with the default lease, moves a draw run every ${LOTTERY_EVERY_MS / 1000} s to the surviving node within ${(DEFAULT_JOB_LEASE_MS + LOTTERY_EVERY_MS) / 1000} s of its node dying`, async () => {
    const name = `draws-${++jobSerial}`;
    const runs: { node: string; at: number }[] = [];
    const nodes = ['a', 'b'].map((node) => {
      const link = nodeLink(server.ctx.db);
      const scheduler = new Scheduler(jobLeases(link.db), quiet);
      scheduler.every(name, LOTTERY_EVERY_MS, async () => {
        runs.push({ node, at: performance.now() });
      });
      return { node, scheduler, die: link.die };
    });
    for (const { scheduler } of nodes) scheduler.start();
    while (runs.length < 2) await sleep(50);
    const holder = nodes.find(({ node }) => node === runs[0]!.node)!;
    const survivor = nodes.find((each) => each !== holder)!;
    expect(runs.every((run) => run.node === holder.node)).toBe(true);

    holder.die();
    const diedAt = performance.now();
    while (!runs.some((run) => run.node === survivor.node) && performance.now() - diedAt < 15_000) {
      await sleep(50);
    }
    const firstOnSurvivor = runs.find((run) => run.node === survivor.node);
    expect(firstOnSurvivor, 'the survivor took the job').toBeDefined();
    // The lease runs out within its length of the last renewal, and the survivor's next tick takes it.
    expect(firstOnSurvivor!.at - diedAt).toBeLessThanOrEqual(DEFAULT_JOB_LEASE_MS + LOTTERY_EVERY_MS + 500);
    await Promise.all(nodes.map(({ scheduler }) => scheduler.stop()));
  }, 30_000);

  it('leaves no lease behind once every node stopped cleanly', async () => {
    const rows = await server.ctx.db
      .selectFrom('job_leases')
      .select('owner')
      .where('owner', 'in', [...stoppedCleanly])
      .execute();
    expect(rows).toEqual([]);
  });
});
