import type { Generated } from 'kysely';
import type { BigintAsNumber, Json } from '../../db/column-types';

/** Text in each site language (en, es, pt, ty); the brand's default language stands in for a missing one. */
export type PerLanguage = Record<string, string>;

/** One segment as the operator defines it. */
export interface WheelSegmentDefinition {
  prize: { kind: 'money' | 'points' | 'nothing'; amount: number };
  labels: PerLanguage;
  /** Parts per million; a wheel's segments sum to exactly 1,000,000. */
  probabilityPpm: number;
  /** How many times a day (the brand's day) this segment may pay, or null for no limit. */
  dailyPool: number | null;
}

/** The brand's wheel (one row, id 1): its segments and how spins are earned. */
export interface WheelDefinitionsTable {
  id: number;
  segments: Json<WheelSegmentDefinition[]>;
  daily_for_play: boolean;
  from_missions: boolean;
  points_per_spin: number | null;
  updated_at: Date;
}

/** Each member's side of the wheel: the current server seed, the client seed, the next counter, spins left. */
export interface WheelMembersTable {
  member_id: number;
  seed_id: number;
  client_seed: string;
  next_counter: number;
  spins_left: number;
  created_at: Date;
}

/** Every server seed a member had: secret while current, revealed (revealed_at) once rotated away. */
export interface WheelSeedsTable {
  id: Generated<number>;
  member_id: number;
  /** The 32 seed bytes; never sent before revealed_at. */
  seed: Uint8Array;
  /** SHA-256 of the seed bytes, hex: published while the seed is current. */
  seed_hash: string;
  created_at: Date;
  revealed_at: Date | null;
}

/** Every spin: its seeds and counter (unique per seed), the segment, what it paid and the odds at the spin. */
export interface WheelSpinsTable {
  id: Generated<number>;
  member_id: number;
  seed_id: number;
  counter: number;
  client_seed: string;
  segment_index: number;
  prize_kind: 'money' | 'points' | 'nothing';
  prize_amount: BigintAsNumber;
  pool_empty: boolean;
  probabilities: Json<number[]>;
  /** The request's Idempotency-Key: one spin per member and key. */
  request_key: string;
  /** The payout's ledger transfer, and its reference; null when nothing was paid. */
  transfer_id: number | null;
  reference: string | null;
  created_at: Date;
}

/** How often each pooled segment paid on a brand day. */
export interface WheelPoolUsageTable {
  /** The brand's day, YYYY-MM-DD. */
  day: string;
  segment_index: number;
  used: number;
}

/**
 * Every grant of spins, once per key: `daily:<member>:<day>`, `mission:<mission>:<member>:<period>`,
 * `bought:<member>:<request key>`.
 */
export interface WheelGrantsTable {
  key: string;
  member_id: number;
  source: 'daily' | 'mission' | 'bought';
  spins: number;
  transfer_id: number | null;
  created_at: Date;
}

export interface WheelTables {
  wheel_definitions: WheelDefinitionsTable;
  wheel_members: WheelMembersTable;
  wheel_seeds: WheelSeedsTable;
  wheel_spins: WheelSpinsTable;
  wheel_pool_usage: WheelPoolUsageTable;
  wheel_grants: WheelGrantsTable;
}
