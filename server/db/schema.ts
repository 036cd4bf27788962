import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A bigint column read back as a JS number (all amounts stay far below 2^53). */
export type Big = ColumnType<number, number | bigint, number | bigint>;
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
  last_login_at: Date | null;
  last_login_ip: string | null;
  registration_ip: string | null;
  profile: Json<Record<string, string>>;
  created_at: Date;
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
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  member_id: number | null;
  /** player_main, player_demo, house_seed, house_freeplay. */
  kind: string;
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

export interface Database {
  members: MembersTable;
  known_ips: KnownIpsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  captchas: CaptchasTable;
  verification_codes: VerificationCodesTable;
  challenges: ChallengesTable;
  reset_tokens: ResetTokensTable;
  outbox: OutboxTable;
  brand_settings: BrandSettingsTable;
  countries: CountriesTable;
  announcements: AnnouncementsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
