import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import { leaseExpired, leaseUntil } from '../db/lease-time';

/**
 * The one place scheduled work runs (settlements, sweeps, draws). Every node registers the
 * same jobs; a job runs on a node only while that node holds the job's lease in the
 * database (`job_leases`), so across a cluster each job runs on one node at a time. The
 * lease is renewed while the job runs; a node that dies stops renewing, its lease runs
 * out, and the next node whose timer fires takes the job over. A job still has to be safe
 * to run again (its writes idempotent): a node stalled past its lease may finish a run
 * after another node started one.
 */

export interface SchedulerOptions {
  /** How long a holder counts as alive without renewing (default 30 s). */
  leaseMs?: number;
  /** Names this node in the lease table (default NODE_NAME or the host name, then :pid:random). */
  owner?: string;
}

interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  timer: NodeJS.Timeout | null;
  /** The run under way on this node, if any. */
  running: Promise<void> | null;
}

export const DEFAULT_JOB_LEASE_MS = 30_000;

export class Scheduler {
  readonly owner: string;
  private readonly leaseMs: number;
  private readonly jobs = new Map<string, Job>();
  /** Jobs whose lease this node took at least once (the ones to give up when it stops). */
  private readonly held = new Set<string>();
  private started = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    options: SchedulerOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? DEFAULT_JOB_LEASE_MS;
    this.owner =
      options.owner ?? `${process.env.NODE_NAME ?? hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  /** Registers a job run every `everyMs` on whichever node holds its lease. Names are unique. */
  every(name: string, everyMs: number, run: () => Promise<unknown>): void {
    if (this.jobs.has(name)) throw new Error(`Job "${name}" is already scheduled`);
    const job: Job = { name, everyMs, run, timer: null, running: null };
    this.jobs.set(name, job);
    if (this.started) this.arm(job);
  }

  /** Starts every job's timer (jobs added later start at once). */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    for (const job of this.jobs.values()) this.arm(job);
  }

  /**
   * Runs `name` now if this node can take its lease; false when another node holds it or a
   * run is already under way here.
   */
  async runNow(name: string): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No job "${name}"`);
    return this.tick(job);
  }

  /**
   * Stops the timers, waits for runs under way and gives the leases up, so another node
   * takes the jobs over at its next tick instead of after the lease runs out.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const job of this.jobs.values()) if (job.timer) clearInterval(job.timer);
    await Promise.all([...this.jobs.values()].map((job) => job.running));
    if (this.held.size === 0) return;
    try {
      await this.db.deleteFrom('job_leases').where('owner', '=', this.owner).execute();
    } catch (error) {
      // The database went first (another node on it closed it): the leases run out on their own.
      this.log.error({ err: error, event: 'job_leases_not_released' }, 'job leases not released');
    }
  }

  private arm(job: Job): void {
    job.timer = setInterval(() => void this.tick(job), job.everyMs);
    // The timers alone never keep the process alive.
    job.timer.unref();
  }

  private async tick(job: Job): Promise<boolean> {
    // A run longer than the interval (a long catch-up) is not queued behind again and again.
    if (this.stopped || job.running) return false;
    let resolveRun!: () => void;
    job.running = new Promise<void>((resolve) => {
      resolveRun = resolve;
    });
    try {
      if (!(await this.takeLease(job.name))) return false;
      this.held.add(job.name);
      const renewal = setInterval(() => void this.renew(job.name), Math.max(1, Math.floor(this.leaseMs / 3)));
      renewal.unref();
      try {
        await job.run();
      } finally {
        clearInterval(renewal);
      }
      // Keeps the lease a while after the run, so the job stays on this node while it lives.
      await this.renew(job.name);
      return true;
    } catch (error) {
      this.log.error({ err: error, event: 'scheduled_job_failed', job: job.name }, 'scheduled job failed');
      return false;
    } finally {
      job.running = null;
      resolveRun();
    }
  }

  /** Takes the job's lease when it is free, expired or already ours; one statement, so one node wins. */
  private async takeLease(name: string): Promise<boolean> {
    const taken = await this.db
      .insertInto('job_leases')
      .values({ name, owner: this.owner, expires_at: leaseUntil(this.leaseMs) })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({ owner: this.owner, expires_at: leaseUntil(this.leaseMs) })
          .where((eb) =>
            eb.or([
              eb('job_leases.owner', '=', this.owner),
              eb(leaseExpired('job_leases.expires_at'), '=', true),
            ]),
          ),
      )
      .returning('owner')
      .executeTakeFirst();
    return taken !== undefined;
  }

  private async renew(name: string): Promise<void> {
    try {
      await this.db
        .updateTable('job_leases')
        .set({ expires_at: leaseUntil(this.leaseMs) })
        .where('name', '=', name)
        .where('owner', '=', this.owner)
        .execute();
    } catch (error) {
      // The next renewal (or the next tick) tries again; meanwhile the lease may lapse.
      this.log.error(
        { err: error, event: 'job_lease_renewal_failed', job: name },
        'job lease renewal failed',
      );
    }
  }
}
