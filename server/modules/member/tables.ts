import type { Generated } from 'kysely';

export interface MemberAvatarsTable {
  member_id: number;
  avatar_type: 'STATIC' | 'CUSTOM';
  static_key: string | null;
  image_id: string | null;
  mime: string | null;
  image: Buffer | null;
  updated_at: Date;
}

export interface MemberLabelsTable {
  id: Generated<number>;
  member_id: number;
  label_name: string;
  /** Null shows the brand's default member colour. */
  color: string | null;
}

export interface TotpSetupsTable {
  member_id: number;
  secret: string;
  created_at: Date;
}

export interface MemberTables {
  member_avatars: MemberAvatarsTable;
  member_labels: MemberLabelsTable;
  totp_setups: TotpSetupsTable;
}
