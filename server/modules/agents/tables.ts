import type { ColumnType, Generated } from 'kysely';
import type { BigintAsNumber, Json } from '../../db/column-types';

/**
 * The downline tree as a closure table: one row per (ancestor, descendant) pair, depth 0 for
 * the member itself, 1 for a direct child. Reports over "all descendants" are one indexed join.
 */
export interface MemberTreeTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}

export type ContractKindColumn = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';
export type ContractStatusColumn = 'pending' | 'accepted' | 'rejected' | 'terminated' | 'replaced';

/** A contract offered by an agent (or the house, from_member_id null) to a direct child. */
export interface AgentContractsTable {
  id: Generated<number>;
  kind: ContractKindColumn;
  from_member_id: number | null;
  to_member_id: number;
  /** The contract terms of src/core/contract/agents.ts (contractTerms). */
  terms: Json<unknown>;
  /** The comparable rate in basis points (rate, or the larger of winRate and lossRate). */
  rate_bp: number;
  status: ContractStatusColumn;
  /** Confirmed by the offering agent: accepting ends the lower contracts further down. */
  terminate_lower: boolean;
  offered_at: Date;
  decided_at: Date | null;
  /** When it was accepted: it pays the periods ending after this moment (010). */
  accepted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When it was replaced or terminated after being accepted: it pays no period ending later. */
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The scheduler's cursor: every period ending at or before this moment is settled. */
  settled_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One payout of a contract for one period; (contract_id, period_start) is paid at most once. */
export interface SettlementsTable {
  id: Generated<number>;
  contract_id: number;
  member_id: number;
  kind: ContractKindColumn;
  period_start: Date;
  period_end: Date;
  amount_minor: BigintAsNumber;
  /** How the amount was computed, in words and figures. */
  basis: string;
  rounds_count: number;
  /** The ledger transfer that paid it (null when the period earned nothing). */
  transfer_id: number | null;
  created_at: Date;
}

/** The rounds a settlement was computed from. */
export interface SettlementRoundsTable {
  settlement_id: number;
  round_id: number;
}

/** A member's application to become an agent (/join), decided by the operator. */
export interface AgentApplicationsTable {
  id: Generated<number>;
  member_id: number;
  contact_name: string;
  contact_kind: 'phone' | 'email' | 'telegram';
  contact: string;
  /** Expected players, or the channel they come from. */
  audience: string;
  message: string;
  state: 'pending' | 'approved' | 'rejected';
  /** The operator's reason. */
  remark: string | null;
  /** The member type an approval granted. */
  agent_type: number | null;
  created_at: Date;
  decided_at: Date | null;
}

/**
 * Each member's settled play per day (UTC), kept by a trigger on rounds and by lottery settlement, for the
 * team reports.
 */
export interface MemberRoundDaysTable {
  member_id: number;
  day: Date;
  rounds: number;
  valid_bet: BigintAsNumber;
  payout: BigintAsNumber;
}

export interface AgentTables {
  agent_applications: AgentApplicationsTable;
  member_tree: MemberTreeTable;
  agent_contracts: AgentContractsTable;
  settlements: SettlementsTable;
  settlement_rounds: SettlementRoundsTable;
  member_round_days: MemberRoundDaysTable;
}
