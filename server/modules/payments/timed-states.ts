/**
 * The timed steps of settlement (settlement.ts) as they read at a moment, computed from the stored
 * rows and the clock: a read shows a step the moment it is due, and the sweep (settleDue) writes it
 * later. Both use the same rules, so what a read shows is what the sweep will write.
 */
import { minutes, type PaymentSettings } from './settings';

type Timing = Pick<PaymentSettings, 'forcedReceiptMinutes' | 'matchingWindowMinutes'>;

export interface StoredMatch {
  status: string;
  paid_at: Date | null;
  amount_minor: number | string | bigint;
  /** The expiry of the matched deposit order: an unpaid match lapses with it. */
  order_expires_at: Date;
}

/** Match states that still hold part of a withdrawal (everything but cancelled). */
export const HOLDING_MATCH_STATES = [
  'awaiting_payment',
  'paid',
  'received',
  'forced',
  'not_received',
] as const;

/** Match states that still wait for the depositor or the withdrawer. */
const OPEN_MATCH_STATES = new Set(['awaiting_payment', 'paid', 'not_received']);
const HOLDING = new Set<string>(HOLDING_MATCH_STATES);

/** When a paid match left unanswered is forced received. */
export const forcedAt = (paidAt: Date, timing: Timing): Date =>
  new Date(paidAt.getTime() + minutes(timing.forcedReceiptMinutes));

/** The moment a match's next timed step falls due, or null when it has none. */
function matchDueAt(match: StoredMatch, timing: Timing): Date | null {
  if (match.status === 'awaiting_payment') return match.order_expires_at;
  if (match.status === 'paid' && match.paid_at) return forcedAt(match.paid_at, timing);
  return null;
}

/** An unpaid match past its order's expiry reads cancelled; a paid one unanswered past its time reads forced. */
export function matchStatusAt(match: StoredMatch, at: Date, timing: Timing): string {
  const due = matchDueAt(match, timing);
  if (due === null || due.getTime() > at.getTime()) return match.status;
  return match.status === 'awaiting_payment' ? 'cancelled' : 'forced';
}

export interface StoredDeposit {
  status: string;
  p2p: boolean;
  expires_at: Date;
}

/**
 * A pending gateway order past its expiry reads expired; a person-to-person order follows its
 * match (`matchStatus` as read at the same moment): cancelled reads expired, forced reads paid.
 */
export function depositStatusAt(order: StoredDeposit, matchStatus: string | null, at: Date): string {
  if (order.status !== 'pending') return order.status;
  if (!order.p2p) return order.expires_at.getTime() <= at.getTime() ? 'expired' : 'pending';
  if (matchStatus === 'cancelled') return 'expired';
  if (matchStatus === 'forced' || matchStatus === 'received') return 'paid';
  return 'pending';
}

export interface StoredWithdrawal {
  status: string;
  amount_minor: number | string | bigint;
  gateway_paid_minor: number | string | bigint;
  created_at: Date;
  completed_at: Date | null;
}

export interface WithdrawalAt {
  status: string;
  gatewayPaid: number;
  completedAt: Date | null;
  /** Every match with its status as read at the moment. */
  matchStatuses: string[];
}

/**
 * A pending withdrawal at `at`: its matches' timed steps applied, the gateway paying what no
 * match holds once the matching window is over, and completed when nothing is open or unpaid
 * (at the moment the last of those steps fell due).
 */
export function withdrawalAt(
  withdrawal: StoredWithdrawal,
  matches: readonly StoredMatch[],
  at: Date,
  timing: Timing,
): WithdrawalAt {
  const matchStatuses = matches.map((match) => matchStatusAt(match, at, timing));
  const stored = {
    status: withdrawal.status,
    gatewayPaid: Number(withdrawal.gateway_paid_minor),
    completedAt: withdrawal.completed_at,
    matchStatuses,
  };
  if (withdrawal.status !== 'pending') return stored;

  const dueMoments = matches.flatMap((match, index) =>
    matchStatuses[index] === match.status ? [] : [matchDueAt(match, timing)!.getTime()],
  );
  const held = matches
    .filter((_, index) => HOLDING.has(matchStatuses[index]!))
    .reduce((sum, match) => sum + Number(match.amount_minor), 0);
  let gatewayPaid = stored.gatewayPaid;
  let remainder = Number(withdrawal.amount_minor) - gatewayPaid - held;
  const windowEnd = withdrawal.created_at.getTime() + minutes(timing.matchingWindowMinutes);
  if (windowEnd <= at.getTime() && remainder > 0) {
    gatewayPaid += remainder;
    remainder = 0;
    dueMoments.push(windowEnd);
  }
  const open = matchStatuses.some((status) => OPEN_MATCH_STATES.has(status));
  if (open || remainder !== 0) return { ...stored, gatewayPaid };
  return {
    status: 'completed',
    gatewayPaid,
    completedAt: new Date(Math.max(...dueMoments, withdrawal.created_at.getTime())),
    matchStatuses,
  };
}
