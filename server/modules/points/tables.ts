import type { ColumnType, Generated } from 'kysely';
import type { BigintAsNumber } from '../../db/column-types';

/** What is left of each configured reward (the operator's file gives the initial stock). */
export interface PointRewardsTable {
  code: string;
  stock_left: number;
  initial_stock: number;
  created_at: Date;
}

/** Valid bet each member has played towards their next point (minor units, below the amount requirement). */
export interface PointCarryTable {
  member_id: number;
  carry_minor: BigintAsNumber;
  updated_at: Date;
}

export interface PointRedemptionsTable {
  id: Generated<number>;
  member_id: number;
  reward_code: string;
  /** The reward's name and kind when redeemed (the operator's list may change later). */
  name: string;
  /** The reward's name in each language the operator wrote it in, as JSON ({"es": "…"}); '{}' before names had languages. */
  name_translations: ColumnType<string, string | undefined, string>;
  kind: 'goods' | 'money';
  quantity: number;
  points: BigintAsNumber;
  /** A money reward's payout for the whole quantity (minor units); 0 for goods. */
  money_minor: BigintAsNumber;
  address: string;
  status: 'in_process' | 'rejected' | 'approved';
  remark: string;
  created_at: Date;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PointTables {
  point_rewards: PointRewardsTable;
  point_carry: PointCarryTable;
  point_redemptions: PointRedemptionsTable;
}
