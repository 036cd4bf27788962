import type { ColumnType, Generated } from 'kysely';
import type { BigintAsNumber } from '../../db/column-types';

export interface RoundsTable {
  id: Generated<number>;
  vendor_code: string;
  /** The vendor's own round id. */
  round_ref: string;
  member_id: number;
  game_code: string;
  game_type: string;
  /** The ledger account the stake came from (main in single mode, the vendor wallet in transfer mode). */
  account_id: number;
  stake_minor: BigintAsNumber;
  payout_minor: ColumnType<number, number | bigint | undefined, number | bigint>;
  status: 'open' | 'settled' | 'refunded';
  started_at: Date;
  settled_at: Date | null;
}

export interface RoundTables {
  rounds: RoundsTable;
}
