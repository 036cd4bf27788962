import type { ColumnType } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

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
  reality_check_minutes: number | null;
  /** time_out or self_exclusion while it lasts. */
  exclusion_kind: string | null;
  /** The end of the time-out or self-exclusion; null with a kind is permanent. */
  excluded_until: Date | null;
  updated_at: Date;
}

export interface ResponsibleTables {
  responsible_settings: ResponsibleSettingsTable;
}
