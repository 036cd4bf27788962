import { sql } from 'kysely';

/**
 * Leases are timed by the database's own clock (clock_timestamp()), never a node's or the
 * server's business clock: nodes' clocks drift apart, and tests move the business clock.
 */
export const leaseUntil = (ms: number) => sql<Date>`clock_timestamp() + make_interval(secs => ${ms / 1000})`;

/** True when a lease column is unset or already past. */
export const leaseExpired = (column: string) =>
  sql<boolean>`coalesce(${sql.ref(column)} < clock_timestamp(), true)`;
