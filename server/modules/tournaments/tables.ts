import type { Generated } from 'kysely';
import type {
  TournamentEligibility,
  TournamentEntry,
  TournamentPrize,
  TournamentRecurrence,
  TournamentScoring,
} from '../../../src/core/contract/tournaments';
import type { BigintAsNumber, Json } from '../../db/column-types';

/** Text in each site language (en, es, pt, ty); the brand's default language stands in for a missing one. */
export type PerLanguage = Record<string, string>;

export interface TournamentsTable {
  id: Generated<number>;
  /** Unique; a recurring tournament's occurrences are `<series code>-<n>`. */
  code: string;
  names: Json<PerLanguage>;
  /** Image URLs per language; empty for the element's own art. */
  art: Json<PerLanguage>;
  starts_at: Date;
  ends_at: Date;
  /** The brand time zone the operator gave the times in (a daily or weekly occurrence keeps its wall clock). */
  time_zone: string;
  recurrence: TournamentRecurrence;
  /** The first occurrence's code: every occurrence of a recurring tournament shares it. */
  series: string;
  /** The occurrence's number in its series (1 for the first). */
  occurrence: number;
  eligible: Json<TournamentEligibility>;
  min_stake_minor: BigintAsNumber;
  max_rounds: number | null;
  entry: TournamentEntry;
  prizes: Json<TournamentPrize[]>;
  scoring: TournamentScoring;
  created_at: Date;
  cancelled_at: Date | null;
  /** When the board was frozen (final ranks stored); payouts follow. */
  frozen_at: Date | null;
  /** When every prize was paid and every winner told. */
  paid_at: Date | null;
}

export interface TournamentEntriesTable {
  tournament_id: number;
  member_id: number;
  /** Opt-in: when the member joined; automatic: the start. Rounds settled before it never count. */
  entered_at: Date;
  /** Fixed-point for ratio scorings (RATIO_SCALE), minor units for stakes and net win, a count for rounds. */
  score: BigintAsNumber;
  rounds: number;
  /** The settlement time of the round that set the current score; null while no round counted. */
  reached_at: Date | null;
  /** The rank on the frozen board; null before the end, and for a member who took no part. */
  final_rank: number | null;
}

/** Each round counted in a tournament, once: the key refuses a second count of the same round. */
export interface TournamentRoundsTable {
  tournament_id: number;
  round_id: string;
  member_id: number;
  settled_at: Date;
}

/** Each prize owed on a frozen board: paid once (its ledger key), the winner told once. */
export interface TournamentPayoutsTable {
  tournament_id: number;
  member_id: number;
  rank: number;
  kind: 'money' | 'points';
  amount: BigintAsNumber;
  /** The reference the account record and the member's standing show (`TRN-<tournament>-<member>`). */
  reference: string;
  transfer_id: number | null;
  paid_at: Date | null;
  messaged_at: Date | null;
}

export interface TournamentTables {
  tournaments: TournamentsTable;
  tournament_entries: TournamentEntriesTable;
  tournament_rounds: TournamentRoundsTable;
  tournament_payouts: TournamentPayoutsTable;
}
