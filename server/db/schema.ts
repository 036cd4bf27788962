import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AgentTables } from '../modules/agents/tables';
import type { FeedbackTables } from '../modules/feedback/tables';
import type { GameTables } from '../modules/games/tables';
import type { LotteryTables } from '../modules/lottery/tables';
import type { OperatorTables } from '../modules/operator/tables';
import type { PaymentTables } from '../modules/payments/tables';
import type { PointTables } from '../modules/points/tables';
import type { ResponsibleTables } from '../modules/responsible/tables';
import type { ChatRoomTables, ServiceTables } from '../modules/service/tables';
import type { SystemTables } from '../modules/system/tables';
import type { UploadTables } from '../modules/uploads/tables';
import type { VipTables } from '../modules/vip/tables';
import type { Big } from './column-types';

type Json<T> = ColumnType<T, string, string>;

export interface MembersTable {
  id: Generated<number>;
  username: string;
  username_lower: string;
  password_hash: string;
  password_changed_at: Date;
  /** 0 member, 1/2/41/42 agents, 4 free-play demo. */
  type: number;
  agent_site_only: Generated<boolean>;
  disabled: Generated<boolean>;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  nickname: string | null;
  totp_secret: string | null;
  bank_account_name: string | null;
  affiliate_code: string | null;
  upline_id: number | null;
  recommender_id: number | null;
  first_time_login: Generated<boolean>;
  /** Set for an account an agent registered: its first sign-in must change the password. */
  must_change_password: Generated<boolean>;
  last_login_at: Date | null;
  last_login_ip: string | null;
  registration_ip: string | null;
  profile: Json<Record<string, string>>;
  created_at: Date;
  /** The login before the latest one (kept by a trigger when a login overwrites last_login_*). */
  previous_login_at: ColumnType<Date | null, never, never>;
  previous_login_ip: ColumnType<string | null, never, never>;
}

export interface KnownIpsTable {
  member_id: number;
  ip: string;
  created_at: Date;
}

export interface SessionsTable {
  token_hash: string;
  member_id: number;
  created_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  /** Why the session ended: logout, elsewhere (another session changed the password), password_changed. */
  end_reason: string | null;
  must_change_password: boolean;
}

export interface LoginFailuresTable {
  scope_key: string;
  failures: number;
  updated_at: Date;
  /** Set on an account's row once its failures reach the lock threshold. */
  locked_until: Date | null;
}

export interface BodyNoncesTable {
  nonce_hash: string;
  expires_at: Date;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  destination: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface ChallengesTable {
  id: string;
  member_id: number;
  ip: string;
  methods: Json<string[]>;
  code_hash: string | null;
  code_expires_at: Date | null;
  attempts: Generated<number>;
  expires_at: Date;
  passed_at: Date | null;
}

export interface ResetTokensTable {
  token_hash: string;
  member_id: number;
  expires_at: Date;
  used_at: Date | null;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Date;
}

export interface BrandSettingsTable {
  key: string;
  value: Json<unknown>;
}

export interface CountriesTable {
  country_code: string;
  country_dialing_code: string;
  name: string;
  sort: number;
}

/** An announcement's texts in one language. */
export interface AnnouncementText {
  title: string;
  content: string;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  type: string;
  group_name: string | null;
  title: string;
  content: string;
  image_path: string | null;
  link: string | null;
  start_time: Date;
  end_time: Date | null;
  sort: number;
  /** The texts in other languages, keyed by language code; title/content hold the base text. */
  translations: ColumnType<Record<string, AnnouncementText>, string | undefined, string>;
  /** A promotion announcement (PR): the promotion it presents and its category tab. */
  promotion_id: ColumnType<number | null, number | null | undefined, number | null>;
  category: ColumnType<string | null, string | null | undefined, string | null>;
}

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

export interface PlatformMessagesTable {
  id: Generated<number>;
  /** Null: a message for every member. */
  member_id: number | null;
  title: string;
  content: string;
  created_at: Date;
}

export interface PlatformMessageReadsTable {
  message_id: number;
  member_id: number;
  read_at: Date;
}

export interface PromotionsTable {
  id: Generated<number>;
  code: string;
  kind: 'SIGNUP' | 'REQUEST' | 'RAFFLE' | 'REFERRAL';
  title: string;
  description: string;
  reward_minor: Big;
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

export interface MissionsTable {
  id: Generated<number>;
  code: string;
  title: string;
  goal: 'valid_bets' | 'deposits' | 'wins' | 'days_played';
  target: Big;
  reward_minor: Big;
  period: 'daily' | 'weekly' | 'semimonthly' | 'monthly';
  enabled: boolean;
  sort: number;
}

export interface MissionEntriesTable {
  mission_id: number;
  member_id: number;
  period_start: Date;
  joined_at: Date;
  claimed_at: Date | null;
  transfer_id: number | null;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  member_id: number | null;
  /** An AccountKind (server/modules/ledger/accounts.ts): player_main, player_vendor:<WALLET>, house_games, ... */
  kind: string;
  /** money or points (points_* kinds): each asset's accounts sum to zero on their own. */
  asset: ColumnType<'money' | 'points', 'money' | 'points' | undefined, never>;
  balance_minor: ColumnType<number, number | undefined, number>;
  created_at: Date;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  idempotency_key: string;
  kind: string;
  memo: string;
  created_at: Date;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transfer_id: number;
  account_id: number;
  amount_minor: Big;
  created_at: Date;
}

export interface IdempotentRequestsTable {
  /** The member id, or "public" for calls without a session. */
  scope: string;
  key: string;
  path: string;
  /** SHA-256 of the canonical (sorted-key) JSON of the decrypted body. */
  body_sha256: string;
  /** HTTP status of the first answer; null while that request is still running. */
  status: number | null;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: Date;
  completed_at: Date | null;
  /** Who runs the request now (one run on one node); null on rows from before leases. */
  owner: string | null;
  /** Database time until which the owner counts as alive; renewed while it runs. */
  lease_expires_at: Date | null;
}

export interface VendorsTable {
  code: string;
  display_name: string;
  /** ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, COCKFIGHT, ESPORTS. */
  game_type: string;
  account_type_id: number;
  vassalage: string;
  /** The vendor wallet a transfer-mode player holds for this vendor (player_vendor:<wallet_code>). */
  wallet_code: string;
  is_hot: ColumnType<boolean, boolean | undefined, boolean>;
  sort: number;
  /** SLOT, BGS or BINGO for RNG vendors; the category name otherwise. */
  game_classify: ColumnType<string, string | undefined, string>;
  /** Bets straight from the main wallet (seamless single wallet), whatever the brand's wallet mode. */
  seamless: ColumnType<boolean, boolean | undefined, boolean>;
}

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
  stake_minor: Big;
  payout_minor: ColumnType<number, number | bigint | undefined, number | bigint>;
  status: 'open' | 'settled' | 'refunded';
  started_at: Date;
  settled_at: Date | null;
}

/** The operator's configuration every node reads (one row, id 1). */
export interface OperatorConfigTable {
  id: number;
  config: ColumnType<unknown, string, string>;
  version: number;
  updated_at: Date;
}

/** Who runs a scheduled job (server/scheduling) and until when, in database time. */
export interface JobLeasesTable {
  name: string;
  owner: string;
  expires_at: Date;
}

export interface Database
  extends PaymentTables,
    ResponsibleTables,
    UploadTables,
    FeedbackTables,
    GameTables,
    AgentTables,
    LotteryTables,
    OperatorTables,
    ServiceTables,
    ChatRoomTables,
    PointTables,
    SystemTables,
    VipTables {
  members: MembersTable;
  known_ips: KnownIpsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  body_nonces: BodyNoncesTable;
  captchas: CaptchasTable;
  verification_codes: VerificationCodesTable;
  challenges: ChallengesTable;
  reset_tokens: ResetTokensTable;
  outbox: OutboxTable;
  brand_settings: BrandSettingsTable;
  countries: CountriesTable;
  announcements: AnnouncementsTable;
  member_avatars: MemberAvatarsTable;
  member_labels: MemberLabelsTable;
  totp_setups: TotpSetupsTable;
  platform_messages: PlatformMessagesTable;
  platform_message_reads: PlatformMessageReadsTable;
  promotions: PromotionsTable;
  promotion_entries: PromotionEntriesTable;
  promotion_application_images: PromotionApplicationImagesTable;
  missions: MissionsTable;
  mission_entries: MissionEntriesTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  idempotent_requests: IdempotentRequestsTable;
  job_leases: JobLeasesTable;
  operator_config: OperatorConfigTable;
  vendors: VendorsTable;
  rounds: RoundsTable;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
