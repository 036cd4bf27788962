import type { ColumnType, Generated } from 'kysely';
import type { BigintAsNumber } from '../../db/column-types';

export interface PromotionsTable {
  id: Generated<number>;
  code: string;
  kind: 'SIGNUP' | 'REQUEST' | 'RAFFLE' | 'REFERRAL';
  title: string;
  description: string;
  reward_minor: BigintAsNumber;
  enabled: boolean;
  start_time: Date;
  end_time: Date | null;
  sort: number;
}

export interface PromotionEntriesTable {
  id: Generated<number>;
  promotion_id: number;
  member_id: number;
  state: 'joined' | 'applying' | 'rejected' | 'issued' | 'claimed';
  comment: string | null;
  joined_at: Date;
  claimed_at: Date | null;
  transfer_id: number | null;
  /** The operator's reason on a rejected application. */
  remark: ColumnType<string | null, string | null | undefined, string | null>;
  applied_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The images of an application to a REQUEST promotion, in the order attached. */
export interface PromotionApplicationImagesTable {
  entry_id: number;
  position: number;
  upload_id: number;
}

export interface PromoTables {
  promotions: PromotionsTable;
  promotion_entries: PromotionEntriesTable;
  promotion_application_images: PromotionApplicationImagesTable;
}
