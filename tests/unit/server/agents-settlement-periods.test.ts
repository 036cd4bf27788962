import { describe, expect, it } from 'vitest';
import {
  periodContaining,
  periodsBetween,
  type SettlementUnit,
  unitOf,
} from '../../../server/modules/agents/settlement-periods';

const iso = (unit: SettlementUnit, from: string, until: string) =>
  periodsBetween(new Date(from), new Date(until), unit).map(
    (period) => `${period.start.toISOString()} ${period.end.toISOString()}`,
  );

describe('settlement periods', () => {
  it('follow each kind: 5 minutes, hours, days, or the dividend’s own period', () => {
    expect(unitOf({ kind: 'realtimeSalary', winRate: 1, lossRate: 1, singleBetAmount: 0 })).toBe(
      'fiveMinutes',
    );
    expect(unitOf({ kind: 'hourlySalary', rate: 1, hourlyBetAmount: 0 })).toBe('hourly');
    expect(unitOf({ kind: 'dailySalary', rate: 1, activeMembers: 0, dailyBetAmount: 0 })).toBe('daily');
    expect(
      unitOf({
        kind: 'dividend',
        periodType: 'semimonthly',
        rate: 1,
        activeMembers: 0,
        periodValidBet: 0,
        periodProfitLoss: 0,
      }),
    ).toBe('semimonthly');
  });

  it('start with the period the contract was accepted in and end with the last one closed', () => {
    expect(iso('fiveMinutes', '2025-01-15T08:03:10Z', '2025-01-15T08:14:59Z')).toEqual([
      '2025-01-15T08:00:00.000Z 2025-01-15T08:05:00.000Z',
      '2025-01-15T08:05:00.000Z 2025-01-15T08:10:00.000Z',
    ]);
    expect(iso('hourly', '2025-01-15T23:59:59Z', '2025-01-16T01:00:00Z')).toEqual([
      '2025-01-15T23:00:00.000Z 2025-01-16T00:00:00.000Z',
      '2025-01-16T00:00:00.000Z 2025-01-16T01:00:00.000Z',
    ]);
    // Accepted exactly on a boundary: the period that ended there is not the contract's.
    expect(iso('daily', '2025-01-16T00:00:00Z', '2025-01-17T00:00:00Z')).toEqual([
      '2025-01-16T00:00:00.000Z 2025-01-17T00:00:00.000Z',
    ]);
    expect(iso('daily', '2025-01-16T00:00:00Z', '2025-01-16T23:59:59.999Z')).toEqual([]);
  });

  it('run Monday to Sunday, 1st–15th and 16th–end of month, and whole months', () => {
    expect(periodContaining(new Date('2025-01-19T23:59:59Z'), 'weekly')).toEqual({
      start: new Date('2025-01-13T00:00:00Z'),
      end: new Date('2025-01-20T00:00:00Z'),
    });
    expect(iso('semimonthly', '2024-02-10T12:00:00Z', '2024-03-16T00:00:00Z')).toEqual([
      '2024-02-01T00:00:00.000Z 2024-02-16T00:00:00.000Z',
      '2024-02-16T00:00:00.000Z 2024-03-01T00:00:00.000Z',
      '2024-03-01T00:00:00.000Z 2024-03-16T00:00:00.000Z',
    ]);
    expect(iso('monthly', '2024-12-31T23:00:00Z', '2025-03-01T00:00:00Z')).toEqual([
      '2024-12-01T00:00:00.000Z 2025-01-01T00:00:00.000Z',
      '2025-01-01T00:00:00.000Z 2025-02-01T00:00:00.000Z',
      '2025-02-01T00:00:00.000Z 2025-03-01T00:00:00.000Z',
    ]);
  });
});
