import type { Generated } from 'kysely';
import type { GameEligibility } from '../../../src/core/contract/eligibility';
import type { JackpotKind } from '../../../src/core/contract/jackpots';
import type { BigintAsNumber, Json } from '../../db/column-types';

/** Text in each site language (en, es, pt, ty); the brand's default language stands in for a missing one. */
export type PerLanguage = Record<string, string>;

/** A game with a contribution rate of its own (parts per million of the valid stake). */
export interface GameRate {
  gameCode: string;
  ppm: number;
}

/** A pot as the operator defines it, and where it stands (its running cycle, its sub-unit carry). */
export interface JackpotsTable {
  id: Generated<number>;
  code: string;
  names: Json<PerLanguage>;
  /** Image URLs per language; empty for the element's own art. */
  art: Json<PerLanguage>;
  kind: JackpotKind;
  eligible: Json<GameEligibility>;
  contribution_ppm: number;
  game_rates: Json<GameRate[]>;
  /** What each new cycle starts from; a change applies from the next cycle. */
  seed_minor: BigintAsNumber;
  cap_minor: BigintAsNumber | null;
  stake_per_win_minor: BigintAsNumber | null;
  /** The contributions' sub-unit remainder, in millionths of a minor unit (0 ≤ carry < 1,000,000). */
  carry_micro: BigintAsNumber;
  /** The running cycle (null only while the pot's first cycle is being created). */
  cycle_id: number | null;
  /** The pot's own ledger account (`jackpot_pot:<id>`). */
  account_id: number | null;
  created_at: Date;
  retired_at: Date | null;
}

/** One filling of a pot: its committed seed (secret until won), its rules as they were, and its win. */
export interface JackpotCyclesTable {
  id: Generated<number>;
  jackpot_id: number;
  /** 1, 2, … per pot. */
  number: number;
  /** The 32 seed bytes: never answered, logged or sent before won_at. */
  seed: Uint8Array;
  /** SHA-256 of the seed bytes, hex: published from the cycle's start. */
  seed_hash: string;
  seeded_minor: BigintAsNumber;
  cap_minor: BigintAsNumber | null;
  stake_per_win_minor: BigintAsNumber | null;
  /** must_drop: the point the seed draws (never answered while the cycle runs); null for progressive. */
  drop_point_minor: BigintAsNumber | null;
  /** The pot now: seeded_minor plus the cycle's contributions (kept with each contribution; audited from rows). */
  value_minor: BigintAsNumber;
  started_at: Date;
  won_at: Date | null;
  won_round_id: string | null;
  won_member_id: number | null;
  won_game_code: string | null;
  paid_minor: BigintAsNumber | null;
  /** The ledger reference of the win (`JPT-<cycle id>`). */
  reference: string | null;
}

/** Each round's contribution to a pot, once per pot and round, in the cycle it counted in. */
export interface JackpotContributionsTable {
  id: Generated<number>;
  jackpot_id: number;
  cycle_id: number;
  round_id: string;
  member_id: number;
  game_code: string;
  stake_minor: BigintAsNumber;
  ppm: number;
  amount_minor: BigintAsNumber;
  pot_after_minor: BigintAsNumber;
  at: Date;
}

export interface JackpotTables {
  jackpots: JackpotsTable;
  jackpot_cycles: JackpotCyclesTable;
  jackpot_contributions: JackpotContributionsTable;
}
