import type { Generated } from 'kysely';
import type { BigintAsNumber } from '../../db/column-types';

/** Each member's VIP rank (members without a row are at rank 1). */
export interface VipMembersTable {
  member_id: number;
  rank: number;
  updated_at: Date;
}

/** Every change of a member's rank: upgrades when a settlement crosses a threshold, downgrades at review. */
export interface VipHistoryTable {
  id: Generated<number>;
  member_id: number;
  from_rank: number;
  to_rank: number;
  reason: 'upgrade' | 'review';
  /** Upgrade bonuses this change paid (minor units). */
  bonus_minor: BigintAsNumber;
  created_at: Date;
}

export interface VipTables {
  vip_members: VipMembersTable;
  vip_history: VipHistoryTable;
}
