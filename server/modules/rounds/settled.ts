import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../database';

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
  /** The game played (the catalogue's code; a lottery game's code for lottery bets). */
  gameCode: string;
  /** The game's vendor (a lottery game's vendor for lottery bets). */
  vendorCode: string;
  settledAt: Date;
  /** Played on a free-play (demo) account: no points, progress or turnover come from it. */
  freePlay: boolean;
}

/**
 * Many rounds settled by one statement (a lottery draw's bets), announced once as a set so
 * subscribers can count them set-based instead of one event per round.
 */
export interface SettledRoundSet {
  /** Unique across sources, like a round id (`LOTT:<drawId>`): what subscribers key on. */
  setId: string;
  settledAt: Date;
  /**
   * A query with one row per round of the set, columns member_id, round_id (text), valid_bet,
   * payout, game_type, game_code, vendor_code, free_play; read inside the settlement's transaction, after the rounds
   * were settled.
   */
  rounds: RawBuilder<unknown>;
}

interface SettledRoundRow {
  member_id: number;
  round_id: string;
  valid_bet: string | number;
  payout: string | number;
  game_type: string;
  game_code: string;
  vendor_code: string;
  free_play: boolean;
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
  protected readonly subscribers: { name: string; run: Subscriber<T> }[] = [];

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

export type SetSubscriber = (trx: Db, set: SettledRoundSet) => Promise<void>;

/**
 * The round-settled hook, with a set form: `announceSet` hands a whole set to each subscriber
 * that gave a set form, and the set's rounds one by one to each that did not. Either way each
 * subscriber sees every round once, in the settlement's transaction.
 */
export class RoundSettledHook extends SettlementHook<SettledRound> {
  private readonly setForms = new Map<string, SetSubscriber>();

  override subscribe(name: string, run: Subscriber<SettledRound>, runSet?: SetSubscriber): void {
    super.subscribe(name, run);
    if (runSet) this.setForms.set(name, runSet);
    else this.setForms.delete(name);
  }

  async announceSet(trx: Db, set: SettledRoundSet): Promise<void> {
    let rounds: SettledRound[] | undefined;
    for (const subscriber of this.subscribers) {
      const setForm = this.setForms.get(subscriber.name);
      if (setForm) {
        await setForm(trx, set);
        continue;
      }
      rounds ??= await roundsOfSet(trx, set);
      for (const round of rounds) await subscriber.run(trx, round);
    }
  }
}

/** The set's rounds one by one, in round order (what a subscriber without a set form is handed). */
export async function roundsOfSet(trx: Db, set: SettledRoundSet): Promise<SettledRound[]> {
  const { rows } =
    await sql<SettledRoundRow>`SELECT * FROM (${set.rounds}) AS settled ORDER BY round_id`.execute(trx);
  return rows.map((row) => ({
    memberId: row.member_id,
    roundId: row.round_id,
    validBet: Number(row.valid_bet),
    payout: Number(row.payout),
    gameType: row.game_type,
    gameCode: row.game_code,
    vendorCode: row.vendor_code,
    settledAt: set.settledAt,
    freePlay: row.free_play,
  }));
}

/** A game the set's rounds were played on: what eligibility (games/eligibility.ts) looks at. */
export interface SetGame {
  gameCode: string;
  vendorCode: string;
  gameType: string;
}

/** The distinct games of the set's rounds: one look, so a subscriber can tell early that none of them counts. */
export async function gamesOfSet(trx: Db, set: SettledRoundSet): Promise<SetGame[]> {
  const { rows } = await sql<{ game_code: string; vendor_code: string; game_type: string }>`
    SELECT DISTINCT game_code, vendor_code, game_type FROM (${set.rounds}) AS settled`.execute(trx);
  return rows.map((row) => ({
    gameCode: row.game_code,
    vendorCode: row.vendor_code,
    gameType: row.game_type,
  }));
}

/** The hooks a server has: one for settled rounds (every game source), one for credited deposits. */
export interface SettlementHooks {
  roundSettled: RoundSettledHook;
  depositSettled: SettlementHook<SettledDeposit>;
}

export function createSettlementHooks(): SettlementHooks {
  return { roundSettled: new RoundSettledHook(), depositSettled: new SettlementHook() };
}
