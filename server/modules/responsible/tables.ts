import type { ColumnType, Generated } from 'kysely';
import type { BigintAsNumber, Json } from '../../db/column-types';

/** Deposit limits in minor units per window; null is no limit. */
export interface DepositLimits {
  day: number | null;
  week: number | null;
  month: number | null;
}

export interface ResponsibleSettingsTable {
  member_id: number;
  limits: Json<DepositLimits>;
  /** An increase waiting out its 24 hours, applied by the first read after pending_at. */
  pending_limits: ColumnType<DepositLimits | null, string | null, string | null>;
  pending_at: Date | null;
  /** Net loss limits (stakes placed in the window, open ones in full, less what the settled ones paid). */
  loss_limits: ColumnType<DepositLimits, string | undefined, string>;
  pending_loss_limits: ColumnType<DepositLimits | null, string | null | undefined, string | null>;
  pending_loss_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Wager limits (stakes placed in the window). */
  wager_limits: ColumnType<DepositLimits, string | undefined, string>;
  pending_wager_limits: ColumnType<DepositLimits | null, string | null | undefined, string | null>;
  pending_wager_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reality_check_minutes: number | null;
  /** time_out or self_exclusion while it lasts. */
  exclusion_kind: string | null;
  /** The end of the time-out or self-exclusion; null with a kind is permanent. */
  excluded_until: Date | null;
  /** The national register the member was last checked against (registers.ts), its answer and when. */
  register_name: ColumnType<string | null, string | null | undefined, string | null>;
  register_listed: ColumnType<boolean, boolean | undefined, boolean>;
  register_checked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the member last asked to raise (or remove) each kind of limit (profiles with a raise interval). */
  deposit_raised_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  loss_raised_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  wager_raised_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The member's session-time limit in minutes (null: none), a raise or removal waiting, and when it applies. */
  session_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** With pending_session_at set: the minutes that apply then (null: the limit is removed). */
  pending_session_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  pending_session_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The end of the mandatory break after a session was ended by a time limit: no sign-in before it. */
  break_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The site language the member last used (alerts are written in it); null: the brand's default. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Date;
}

/** The profile whose rules the members' settings were last brought to (one row, id 1). */
export interface ResponsibleBrandProfileTable {
  id: number;
  profile: string;
  changed_at: Date;
}

/** Each change of the brand's profile as applied to its members (profile-change.ts): appended to. */
export interface ResponsibleProfileChangesTable {
  id: Generated<number>;
  from_profile: string;
  to_profile: string;
  /** How many members' settings the new rules changed. */
  members_changed: number;
  created_at: Date;
}

/** The player-protection history (history.ts): appended to, never changed. */
export interface ResponsibleChangesTable {
  id: Generated<number>;
  member_id: number;
  /**
   * deposit_limits, loss_limits, wager_limits, reality_check, exclusion, register, birth_date, affordability,
   * session_limit, session_end or panic.
   */
  change: string;
  /** member, operator or system. */
  actor: string;
  before: ColumnType<unknown, string, never>;
  after: ColumnType<unknown, string, never>;
  created_at: Date;
}

/** A member's birth date: given at registration or once in the member centre, never changed by them after. */
export interface MemberBirthDatesTable {
  member_id: number;
  /** A date column: read it as text (birthDateOf, YYYY-MM-DD). */
  birth_date: ColumnType<unknown, string, never>;
  /** registration or member (entered later, in the member centre). */
  entered_by: string;
  entered_at: Date;
}

/** The operator's affordability checks (nl): appended to; the latest one sets the member's monthly threshold. */
export interface AffordabilityChecksTable {
  id: Generated<number>;
  member_id: number;
  /** affordable (deposits go on up to the new threshold) or not_affordable (the profile's threshold stays). */
  outcome: string;
  /** Net deposits a calendar month may reach from now on (minor units). */
  monthly_net_deposit_minor: BigintAsNumber;
  /** Who at the operator made the check. */
  checked_by: string;
  note: string;
  created_at: Date;
}

/** The time and loss limits a member set for one session before its first game (profile es). */
export interface PlaySessionLimitsTable {
  /** The site session's token hash (sessions.token_hash). */
  token_hash: string;
  member_id: number;
  /** The session ends this many minutes after set_at. */
  minutes: number;
  /** The net loss of rounds and bets placed since set_at may not pass it. */
  loss_limit_minor: BigintAsNumber;
  set_at: Date;
}

/** A limit alert sent (alerts.ts): appended to, never changed. */
export interface ResponsibleAlertsTable {
  id: Generated<number>;
  member_id: number;
  /** deposit, loss or wager. */
  kind: string;
  /** day, week or month. */
  window: string;
  /** The percentage of the limit reached (the profile's alertPercents). */
  percent: number;
  limit_minor: BigintAsNumber;
  used_minor: BigintAsNumber;
  /** Whether reaching it ended the member's sessions (nl at 100 %). */
  signed_out: boolean;
  created_at: Date;
}

export interface ResponsibleTables {
  responsible_settings: ResponsibleSettingsTable;
  responsible_changes: ResponsibleChangesTable;
  responsible_brand_profile: ResponsibleBrandProfileTable;
  responsible_profile_changes: ResponsibleProfileChangesTable;
  member_birth_dates: MemberBirthDatesTable;
  affordability_checks: AffordabilityChecksTable;
  play_session_limits: PlaySessionLimitsTable;
  responsible_alerts: ResponsibleAlertsTable;
}
