import type { ContractTerms } from '../../../src/core/contract/agents';
import { periodOf } from '../records/periods';

/** How often a contract is settled: real-time salary every 5 minutes, hourly, daily, or the dividend's period. */
export type SettlementUnit = 'fiveMinutes' | 'hourly' | 'daily' | 'weekly' | 'semimonthly' | 'monthly';

export interface Period {
  start: Date;
  end: Date;
}

const FIVE_MINUTES_MS = 300_000;
const HOUR_MS = 3_600_000;

export function unitOf(terms: ContractTerms): SettlementUnit {
  switch (terms.kind) {
    case 'realtimeSalary':
      return 'fiveMinutes';
    case 'hourlySalary':
      return 'hourly';
    case 'dailySalary':
      return 'daily';
    case 'dividend':
      return terms.periodType;
  }
}

/** The UTC period of a unit a moment falls in (weeks start on Monday, half months on the 1st and 16th). */
export function periodContaining(at: Date, unit: SettlementUnit): Period {
  if (unit === 'fiveMinutes' || unit === 'hourly') {
    const length = unit === 'fiveMinutes' ? FIVE_MINUTES_MS : HOUR_MS;
    const start = Math.floor(at.getTime() / length) * length;
    return { start: new Date(start), end: new Date(start + length) };
  }
  return periodOf(at, unit);
}

/**
 * The periods that end after `from` and no later than `until`, oldest first: starting with the
 * one containing `from` (a contract accepted at 10:00 pays that whole day), ending with the
 * last one closed by `until`.
 */
export function periodsBetween(from: Date, until: Date, unit: SettlementUnit): Period[] {
  const periods: Period[] = [];
  let period = periodContaining(from, unit);
  while (period.end.getTime() <= until.getTime()) {
    periods.push(period);
    period = periodContaining(period.end, unit);
  }
  return periods;
}
