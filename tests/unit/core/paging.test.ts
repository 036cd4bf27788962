import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { MAX_RANGE_DAYS, pagedResponse, pagingFields, utcDayRange } from '../../../src/core/contract';
import { DAY_MS } from '../../../src/core/time';

describe('paging request fields', () => {
  it('coerce query strings, default to page 1 of 20 and keep the size name the wire uses', () => {
    const standard = z.strictObject(pagingFields());
    expect(standard.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(standard.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
    expect(standard.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(standard.safeParse({ page: '0' }).success).toBe(false);

    const funds = z.strictObject(pagingFields({ sizeName: 'size' }));
    expect(funds.parse({ size: '5' })).toEqual({ page: 1, size: 5 });
    expect(funds.safeParse({ pageSize: '5' }).success).toBe(false);

    const games = z.object(pagingFields({ maxSize: 200, defaultSize: 60 }));
    expect(games.parse({})).toEqual({ page: 1, pageSize: 60 });
    expect(games.parse({ pageSize: '200' }).pageSize).toBe(200);
  });
});

describe('paged response', () => {
  const row = z.object({ id: z.number() });

  it('answers value.list with page, pageSize and total unless the wire names others', () => {
    const standard = pagedResponse(row);
    expect(Object.keys(standard.shape).sort()).toEqual(['list', 'page', 'pageSize', 'total']);
    const games = pagedResponse(row, { listName: 'games', counts: ['total', 'totalPages', 'page'] });
    expect(Object.keys(games.shape).sort()).toEqual(['games', 'page', 'total', 'totalPages']);
    expect(games.safeParse({ games: [{ id: 1 }], total: 1, totalPages: 1, page: 1 }).success).toBe(true);
    expect(games.safeParse({ list: [{ id: 1 }], total: 1, totalPages: 1, page: 1 }).success).toBe(false);
  });
});

describe('date range', () => {
  it('is [from, to) in UTC, at most MAX_RANGE_DAYS days, and names the field at fault', () => {
    expect(utcDayRange('2025-01-01', '2025-01-01')).toEqual({
      from: new Date('2025-01-01T00:00:00Z'),
      to: new Date('2025-01-02T00:00:00Z'),
    });
    const longest = new Date(Date.parse('2025-01-01') + (MAX_RANGE_DAYS - 1) * DAY_MS).toISOString();
    expect('from' in utcDayRange('2025-01-01', longest.slice(0, 10))).toBe(true);
    const tooLong = new Date(Date.parse('2025-01-01') + MAX_RANGE_DAYS * DAY_MS).toISOString();
    expect(utcDayRange('2025-01-01', tooLong.slice(0, 10))).toEqual({ invalid: 'startDate' });
    expect(utcDayRange('2025-01-02', '2025-01-01')).toEqual({ invalid: 'endDate' });
    expect(utcDayRange('2025-02-30', '2025-03-01')).toEqual({ invalid: 'startDate' });
  });
});
