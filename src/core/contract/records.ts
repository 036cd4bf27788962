import { z } from 'zod';
import { dateRangeFields } from './date-range';
import { endpoint } from './endpoint';
import { pagedResponse, pagingFields } from './paging';
import { minor } from './wallet';

const paging = pagingFields();

export const roundStatus = z.enum(['open', 'settled', 'refunded']);

export const bettingRow = z.object({
  id: z.number().int(),
  vendor: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  stake: minor,
  /** The settled stake; open and refunded rounds count 0. */
  validBet: minor,
  payout: minor,
  /** payout - stake for settled rounds, 0 otherwise. */
  winLoss: minor,
  status: roundStatus,
  startedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BettingRow = z.infer<typeof bettingRow>;

const betTotals = z.object({
  rounds: z.number().int(),
  stake: minor,
  validBet: minor,
  payout: minor,
  winLoss: minor,
});
export type BetTotals = z.infer<typeof betTotals>;

/** Betting record (personalHistoryCopy): the member's rounds, newest first, with totals of the whole filter. */
export const bettingRecord = endpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemBetRecord',
  auth: true,
  request: z
    .object({
      ...dateRangeFields,
      ...paging,
      vendor: z.string().max(40).optional(),
      gameType: z.string().max(40).optional(),
      status: roundStatus.optional(),
    })
    .strict(),
  response: pagedResponse(bettingRow).extend({ totals: betTotals }),
});

export const accountOrderKind = z.enum(['deposit', 'withdrawal']);
/** Deposit orders: pending, paid, failed, expired. Withdrawal requests: pending, completed. */
export const accountOrderState = z.enum(['pending', 'paid', 'failed', 'expired', 'completed']);
export type AccountOrderState = z.infer<typeof accountOrderState>;

/** The deposit order or withdrawal request behind a row of the account record. */
export const accountOrder = z.object({
  kind: accountOrderKind,
  orderNo: z.string(),
  state: accountOrderState,
  /** The amount ordered (positive), whether or not it has moved yet. */
  amount: minor,
});
export type AccountOrder = z.infer<typeof accountOrder>;

/**
 * One row of the account record: a ledger entry, or a deposit order that has no ledger entry
 * (pending, failed or expired: nothing has moved). A ledger entry made by a paid deposit or by a
 * withdrawal request carries that order too.
 */
export const accountRow = z.object({
  /** The ledger entry id; null for an order with no ledger entry. */
  id: z.number().int().nullable(),
  /** The transfer kind: deposit, withdrawal, transfer, bet, win, bonus, ... */
  type: z.string(),
  memo: z.string(),
  /** main, or the vendor wallet code. */
  wallet: z.string(),
  /** What moved on the wallet: 0 for an order with no ledger entry. */
  amount: minor,
  /** What that wallet held right after this entry; null for an order with no ledger entry. */
  balance: minor.nullable(),
  createdAt: z.string(),
  order: accountOrder.optional(),
});
export type AccountRow = z.infer<typeof accountRow>;

/**
 * Account record (transactionHistory): ledger entries of the member's wallets and deposit orders
 * not yet credited, newest first. The type filter deposit (or withdrawal) includes the orders.
 */
export const accountRecord = endpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  auth: true,
  request: z.object({ ...dateRangeFields, ...paging, type: z.string().max(40).optional() }).strict(),
  response: pagedResponse(accountRow).extend({
    /** The transfer kinds that exist (and deposit or withdrawal when the member has orders), for the type filter. */
    types: z.array(z.string()),
  }),
});

export const periodType = z.enum(['daily', 'weekly', 'semimonthly', 'monthly']);
export type PeriodType = z.infer<typeof periodType>;

const profitLine = z.object({ validBet: minor, payout: minor, winLoss: minor, rounds: z.number().int() });

/** Personal profit and loss from settled rounds, per period and per vendor. */
export const profitLoss = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPersonalProfit',
  auth: true,
  request: z.object({ ...dateRangeFields, period: periodType.default('daily') }).strict(),
  response: z.object({
    periods: z.array(profitLine.extend({ periodStart: z.string(), periodEnd: z.string() })),
    vendors: z.array(profitLine.extend({ vendor: z.string(), vendorName: z.string() })),
    total: profitLine,
  }),
});
