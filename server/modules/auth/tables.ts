import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Json } from '../../db/column-types';

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
  /**
   * Why the session ended: logout, elsewhere (another session changed the password), password_changed, limit_reached
   * (a limit alert signed the member out).
   */
  end_reason: string | null;
  must_change_password: boolean;
}

export interface LoginFailuresTable {
  scope_key: string;
  failures: number;
  updated_at: Date;
  /** Set on an account's row once its failures reach the lock threshold. */
  locked_until: Date | null;
  /** Attempts that took their place in the count and whose password is still being checked. */
  pending: Generated<number>;
  /** When the latest attempt took its place (database time): older places no longer count. */
  reserved_at: Date | null;
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

export interface AuthTables {
  members: MembersTable;
  known_ips: KnownIpsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  captchas: CaptchasTable;
  verification_codes: VerificationCodesTable;
  challenges: ChallengesTable;
  reset_tokens: ResetTokensTable;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
