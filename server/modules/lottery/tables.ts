import type { ColumnType, Generated } from 'kysely';
import type { BigintAsNumber } from '../../db/column-types';

export interface LotteryDrawsTable {
  id: Generated<number>;
  /** The public id, `<game>-<YYYYMMDD>-<HHMM>` in Vietnam's time. */
  draw_id: string;
  game_code: string;
  draw_at: Date;
  close_at: Date;
  /** SHA-256 of the seed, published before betting opens. */
  seed_hash: string;
  /** open until settled; a draw created after its time without bets is settled at once. */
  status: 'open' | 'settled';
  settled_at: Date | null;
  created_at: Date;
}

export interface LotteryBetsTable {
  id: Generated<number>;
  draw_ref: number;
  member_id: number;
  /** The wallet the stake came from: refunds and wins go back to it. */
  account_id: number;
  game_code: string;
  play_type: string;
  selection: ColumnType<string[], string[], string[]>;
  stake_minor: BigintAsNumber;
  /** The odds when the bet was placed, in thousandths per hit. */
  odds_milli: BigintAsNumber;
  status: 'open' | 'won' | 'lost' | 'cancelled';
  payout_minor: ColumnType<number, number | undefined, number>;
  placed_at: Date;
  settled_at: Date | null;
}

export interface LotteryLiabilityTable {
  draw_ref: number;
  play_type: string;
  number: string;
  liability_minor: BigintAsNumber;
}

/** Every round and every lottery bet not cancelled, in the rounds' shape (a view). */
export interface PlayedRoundsView {
  source: 'round' | 'lottery';
  id: number;
  vendor_code: string;
  member_id: number;
  game_code: string;
  game_type: string;
  account_id: number;
  stake_minor: BigintAsNumber;
  payout_minor: ColumnType<number, never, never>;
  status: 'open' | 'settled' | 'refunded';
  started_at: Date;
  settled_at: Date | null;
}

/** The lottery bets an agent's settlement was computed from. */
export interface SettlementLotteryBetsTable {
  settlement_id: number;
  bet_id: number;
}

export interface LotteryTables {
  settlement_lottery_bets: SettlementLotteryBetsTable;
  played_rounds: PlayedRoundsView;
  lottery_draws: LotteryDrawsTable;
  lottery_bets: LotteryBetsTable;
  lottery_liability: LotteryLiabilityTable;
}
