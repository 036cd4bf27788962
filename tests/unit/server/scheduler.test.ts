import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Scheduler } from '../../../server/scheduling/scheduler';
import { startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const LEASE_MS = 1_000;
const quiet = { error: () => {} };

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

let jobSerial = 0;
/** Two nodes on one database, each with the same job registered under a fresh name. */
function twoNodes(job: ReturnType<typeof countingJob>, everyMs = 60_000) {
  const name = `job-${++jobSerial}`;
  const a = new Scheduler(server.ctx.db, quiet, { leaseMs: LEASE_MS, owner: 'node-a' });
  const b = new Scheduler(server.ctx.db, quiet, { leaseMs: LEASE_MS, owner: 'node-b' });
  a.every(name, everyMs, job.runAs('a'));
  b.every(name, everyMs, job.runAs('b'));
  return { name, a, b };
}

describe('the scheduler', () => {
  it('runs a job on one node when two try at once', async () => {
    const job = countingJob(50);
    const { name, a, b } = twoNodes(job);
    const ran = await Promise.all([a.runNow(name), b.runNow(name)]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(job.counts).toMatchObject({ runs: 1, mostAtOnce: 1 });
    await Promise.all([a.stop(), b.stop()]);
  });

  it('keeps the job on its node while that node lives, renewing the lease through a long run', async () => {
    const job = countingJob(LEASE_MS * 3);
    const { name, a, b } = twoNodes(job);
    const long = a.runNow(name);
    // Well past the lease's length, the run still holds it.
    for (let tries = 0; tries < 5; tries += 1) {
      await sleep(LEASE_MS / 2);
      expect(await b.runNow(name)).toBe(false);
    }
    expect(await long).toBe(true);
    // Just after its run, the node that ran it still holds it.
    expect(await b.runNow(name)).toBe(false);
    expect(job.counts.by).toEqual(['a']);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('moves the job to another node when its node dies (stops renewing)', async () => {
    const job = countingJob();
    const { name, a, b } = twoNodes(job);
    expect(await a.runNow(name)).toBe(true);
    // Node a dies: it neither renews nor gives the lease up.
    expect(await b.runNow(name)).toBe(false);
    await sleep(LEASE_MS + 100);
    expect(await b.runNow(name)).toBe(true);
    expect(await a.runNow(name)).toBe(false);
    expect(job.counts.by).toEqual(['a', 'b']);
    await b.stop();
  });

  it('hands the job over at once when its node stops cleanly', async () => {
    const job = countingJob();
    const { name, a, b } = twoNodes(job);
    expect(await a.runNow(name)).toBe(true);
    await a.stop();
    expect(await b.runNow(name)).toBe(true);
    expect(job.counts.by).toEqual(['a', 'b']);
    await b.stop();
  });

  it('runs on its timers on one node at a time, and a failed run is logged and tried again', async () => {
    const job = countingJob(30);
    const { a, b } = twoNodes(job, 40);
    const failures: unknown[] = [];
    const flaky = new Scheduler(
      server.ctx.db,
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
    await Promise.all([a.stop(), b.stop(), flaky.stop()]);
    expect(job.counts.runs).toBeGreaterThan(3);
    expect(job.counts.mostAtOnce).toBe(1);
    expect(failures).toHaveLength(1);
    expect(attempts).toBeGreaterThan(1);
  });

  it('leaves no lease behind once every node stopped', async () => {
    const rows = await server.ctx.db
      .selectFrom('job_leases')
      .select('name')
      .where('owner', 'in', ['node-a', 'node-b'])
      .execute();
    expect(rows).toEqual([]);
  });
});
