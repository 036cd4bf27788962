import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type Fence, FenceLost, whileFenceHolds } from '../db/fence';
import { leaseExpired, leaseUntil } from '../db/lease-time';

/** Who runs a scheduled job (server/scheduling) and until when, in database time. */
export interface JobLeasesTable {
  name: string;
  owner: string;
  expires_at: Date;
}

/** The tables the scheduler owns. */
export interface JobLeaseTables {
  job_leases: JobLeasesTable;
}

/**
 * The one place scheduled work runs (settlements, sweeps, draws). Every node registers the
 * same jobs; a job runs on a node only while that node holds the job's lease in the
 * database (`job_leases`), so across a cluster each job runs on one node at a time. A node
 * renews the leases it holds several times per lease length, between runs as well as during
 * them, so a job stays on its node while the node lives; a node that dies stops renewing, its
 * leases run out within one lease length (a few seconds), and the next node whose timer fires
 * takes each job over. Every run is fenced by its lease (db/fence.ts): its writes commit only
 * while the database still sees this node's lease unexpired, so a node stalled past its lease
 * (a pause, a slow round to the database) writes nothing once another may have taken over, and
 * two nodes never both write a job's work. A job still keeps its writes idempotent.
 */

export interface SchedulerOptions {
  /** How long a holder counts as alive without renewing (default 3 s); it renews every third of it. */
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

export const DEFAULT_JOB_LEASE_MS = 3_000;
/** Renewals per lease length: a node misses two in a row (a slow round each) before its lease runs out. */
const RENEWALS_PER_LEASE = 3;

export class Scheduler {
  readonly owner: string;
  private readonly leaseMs: number;
  private readonly jobs = new Map<string, Job>();
  /** Jobs whose lease this node holds as far as it knows (renewed by the heartbeat, given up at stop). */
  private readonly held = new Set<string>();
  private heartbeat: NodeJS.Timeout | null = null;
  private renewing: Promise<void> | null = null;
  private started = false;
  private stopped = false;

  constructor(
    private readonly db: Kysely<JobLeaseTables>,
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
    if (this.heartbeat) clearInterval(this.heartbeat);
    await Promise.all([...this.jobs.values()].map((job) => job.running));
    await this.renewing;
    if (this.held.size === 0) return;
    try {
      await this.db.deleteFrom('job_leases').where('owner', '=', this.owner).execute();
      this.held.clear();
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
      this.beatWhileHolding();
      await whileFenceHolds(this.fenceOf(job.name), job.run);
      return true;
    } catch (error) {
      if (error instanceof FenceLost) {
        // Another node may hold the job now; this one takes it again only once the lease is free.
        this.held.delete(job.name);
        this.log.error({ event: 'scheduled_job_lease_lost', job: job.name }, 'scheduled job lost its lease');
      } else {
        this.log.error({ err: error, event: 'scheduled_job_failed', job: job.name }, 'scheduled job failed');
      }
      return false;
    } finally {
      job.running = null;
      resolveRun();
    }
  }

  /** What a run of `name` may write under: this node's lease, unexpired, locked until the commit. */
  private fenceOf(name: string): Fence {
    return {
      name: `the lease of job "${name}"`,
      check: this.db
        .selectFrom('job_leases')
        .select('name')
        .where('name', '=', name)
        .where('owner', '=', this.owner)
        .where(leaseExpired('job_leases.expires_at'), '=', false)
        .forUpdate()
        .compile(),
    };
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

  /** Starts the heartbeat that renews every lease this node holds, once it holds one. */
  private beatWhileHolding(): void {
    if (this.heartbeat || this.stopped) return;
    this.heartbeat = setInterval(
      () => {
        this.renewing ??= this.renewHeld().finally(() => {
          this.renewing = null;
        });
      },
      Math.max(1, Math.floor(this.leaseMs / RENEWALS_PER_LEASE)),
    );
    this.heartbeat.unref();
  }

  /**
   * Renews, in one statement, the leases this node still holds unexpired; a lease that ran out (a
   * stall longer than the lease) is lost, even when no other node took it yet: the job's next tick
   * takes it again.
   */
  private async renewHeld(): Promise<void> {
    if (this.held.size === 0) return;
    try {
      const renewed = await this.db
        .updateTable('job_leases')
        .set({ expires_at: leaseUntil(this.leaseMs) })
        .where('owner', '=', this.owner)
        .where('name', 'in', [...this.held])
        .where(leaseExpired('job_leases.expires_at'), '=', false)
        .returning('name')
        .execute();
      const kept = new Set(renewed.map((row) => row.name));
      for (const name of this.held) if (!kept.has(name)) this.held.delete(name);
    } catch (error) {
      // The next beat tries again; meanwhile the leases may run out, and the runs' writes with them.
      this.log.error({ err: error, event: 'job_lease_renewal_failed' }, 'job lease renewal failed');
    }
  }
}
