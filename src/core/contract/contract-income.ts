import { z } from 'zod/mini';
import { dateRangeFields } from './date-range';
import { endpoint } from './endpoint';
import { pagingFields, rowsPageOf } from './paging';
import { minor } from './wallet-balance';

// The contract income list on its own (re-exported by agents): the member centre asks it at once
// whether to list its income page, without the rest of the agent contract.

export const incomeKind = z.enum(['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary', 'payout']);
export type IncomeKind = z.infer<typeof incomeKind>;

export const incomeLine = z.object({
  id: z.int(),
  kind: incomeKind,
  /** Paid into the income account (positive) or paid out to the main wallet (negative). */
  amount: minor,
  periodStart: z.nullable(z.string()),
  periodEnd: z.nullable(z.string()),
  contractId: z.nullable(z.int()),
  /** How the amount was computed, e.g. "1.50% of 1,234.00 valid bet". */
  basis: z.string(),
  rounds: z.int(),
  at: z.string(),
});
export type IncomeLine = z.infer<typeof incomeLine>;

export const income = endpoint({
  method: 'GET',
  path: '/wps/agent/income',
  auth: true,
  request: z.strictObject({ ...dateRangeFields, ...pagingFields(), kind: z.optional(incomeKind) }),
  response: z.extend(rowsPageOf(incomeLine), { incomeBalance: minor, totalEarned: minor }),
});
