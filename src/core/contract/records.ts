import { z } from 'zod/mini';
import { dateRangeFields } from './date-range';
import { endpoint } from './endpoint';
import { pagedResponse, pagingFields } from './paging';
import { minor } from './wallet-balance';

const paging = pagingFields();

export const roundStatus = z.enum(['open', 'settled', 'refunded']);

export const bettingRow = z.object({
  id: z.int(),
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
  settledAt: z.nullable(z.string()),
});
export type BettingRow = z.infer<typeof bettingRow>;

const betTotals = z.object({
  rounds: z.int(),
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
  request: z.strictObject({
    ...dateRangeFields,
    ...paging,
    vendor: z.optional(z.string().check(z.maxLength(40))),
    gameType: z.optional(z.string().check(z.maxLength(40))),
    status: z.optional(roundStatus),
  }),
  response: z.extend(pagedResponse(bettingRow), { totals: betTotals }),
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
  id: z.nullable(z.int()),
  /** The transfer kind: deposit, withdrawal, transfer, bet, win, bonus, ... */
  type: z.string(),
  memo: z.string(),
  /** main, or the vendor wallet code. */
  wallet: z.string(),
  /** What moved on the wallet: 0 for an order with no ledger entry. */
  amount: minor,
  /** What that wallet held right after this entry; null for an order with no ledger entry. */
  balance: z.nullable(minor),
  createdAt: z.string(),
  order: z.optional(accountOrder),
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
  request: z.strictObject({
    ...dateRangeFields,
    ...paging,
    type: z.optional(z.string().check(z.maxLength(40))),
    /** points: the member's points details instead (changed points in amount, points after in balance). */
    asset: z.optional(z.enum(['money', 'points'])),
  }),
  response: z.extend(pagedResponse(accountRow), {
    /** The transfer kinds that exist (and deposit or withdrawal when the member has orders), for the type filter. */
    types: z.array(z.string()),
  }),
});

export const periodType = z.enum(['daily', 'weekly', 'semimonthly', 'monthly']);
export type PeriodType = z.infer<typeof periodType>;

const profitLine = z.object({
  validBet: minor,
  payout: minor,
  winLoss: minor,
  rounds: z.int(),
});

/** Personal profit and loss from settled rounds, per period and per vendor. */
export const profitLoss = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPersonalProfit',
  auth: true,
  request: z.strictObject({ ...dateRangeFields, period: z._default(periodType, 'daily') }),
  response: z.object({
    periods: z.array(z.extend(profitLine, { periodStart: z.string(), periodEnd: z.string() })),
    vendors: z.array(z.extend(profitLine, { vendor: z.string(), vendorName: z.string() })),
    total: profitLine,
  }),
});
