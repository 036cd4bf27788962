import type { Db } from '../../db/connection';

/** One settled round or bet, as every subscriber sees it. Amounts are integer minor units. */
export interface SettledRound {
  memberId: number;
  /** Unique across sources: `<vendor code>:<vendor round id>` for game rounds. */
  roundId: string;
  /** The stake that counts towards points, VIP progress and turnover (0 for a void bet). */
  validBet: number;
  payout: number;
  /** The vendor's game type (RNG, LIVE, SPORTS, LOTT, …). */
  gameType: string;
  settledAt: Date;
  /** Played on a free-play (demo) account: no points, progress or turnover come from it. */
  freePlay: boolean;
}

/** A deposit credited to a member's main wallet. */
export interface SettledDeposit {
  memberId: number;
  /** The ledger transfer's idempotency key: unique per deposit. */
  depositId: string;
  amount: number;
  settledAt: Date;
}

/**
 * Runs inside the settlement's own transaction (`trx`): what it writes commits or rolls back
 * with the settlement, and a subscriber that throws undoes the settlement.
 */
export type Subscriber<T> = (trx: Db, event: T) => Promise<void>;

/**
 * One announcement point for an event settled inside a transaction. The code that settles
 * calls `announce` exactly once per event, in the transaction that settles it (after the state
 * change that makes a retry see it as settled), so each subscriber sees every event once.
 * Subscribers run in the order they subscribed.
 */
export class SettlementHook<T> {
  private readonly subscribers: { name: string; run: Subscriber<T> }[] = [];

  /** `name` identifies the subscriber (one subscription per name; a second replaces the first). */
  subscribe(name: string, run: Subscriber<T>): void {
    const existing = this.subscribers.findIndex((subscriber) => subscriber.name === name);
    if (existing >= 0) this.subscribers[existing] = { name, run };
    else this.subscribers.push({ name, run });
  }

  async announce(trx: Db, event: T): Promise<void> {
    for (const subscriber of this.subscribers) await subscriber.run(trx, event);
  }
}

/** The hooks a server has: one for settled rounds (every game source), one for credited deposits. */
export interface SettlementHooks {
  roundSettled: SettlementHook<SettledRound>;
  depositSettled: SettlementHook<SettledDeposit>;
}

export function createSettlementHooks(): SettlementHooks {
  return { roundSettled: new SettlementHook(), depositSettled: new SettlementHook() };
}
