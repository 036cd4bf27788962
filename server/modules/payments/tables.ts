import type { Generated } from 'kysely';
import type { BigintAsNumber } from '../../db/column-types';

/** A member's payment password and bound bank account (one row per member, created on first use). */
export interface PaymentProfilesTable {
  member_id: number;
  payment_password_hash: string | null;
  bank_name: string | null;
  bank_account_number: string | null;
  bank_account_holder: string | null;
  updated_at: Date;
}

export interface DepositChannelsTable {
  code: string;
  name: string;
  min_minor: BigintAsNumber;
  max_minor: BigintAsNumber;
  sort: number;
  enabled: boolean;
}

export interface DepositOrdersTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  channel: string;
  amount_minor: BigintAsNumber;
  /** pending, paid, failed, expired. */
  status: string;
  p2p: boolean;
  /** The payment provider taking a gateway order's payment; null on person-to-person orders. */
  provider: string | null;
  /** ISO 4217; the order's callbacks must name it. */
  currency: string;
  /** Where the member pays a gateway order, as its provider answered when the order opened. */
  pay_url: string | null;
  created_at: Date;
  expires_at: Date;
  settled_at: Date | null;
}

/** Every callback a payment provider sent, accepted or not: the audit trail and the replay guard. */
export interface GatewayCallbacksTable {
  id: Generated<number>;
  /** The provider whose callback address it reached. */
  provider: string | null;
  /** Set once the signature checked out (unverified callbacks are kept only as their body). */
  callback_id: string | null;
  order_no: string | null;
  /**
   * accepted, or why it was refused: bad_signature, malformed, stale, replay, unknown_order,
   * amount_mismatch, currency_mismatch, not_pending.
   */
  outcome: string;
  body: string;
  received_at: Date;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  withdrawal_no: string;
  member_id: number;
  amount_minor: BigintAsNumber;
  /** pending, completed. */
  status: string;
  gateway_paid_minor: BigintAsNumber;
  bank_name: string;
  bank_account_number: string;
  bank_account_holder: string;
  created_at: Date;
  completed_at: Date | null;
}

export interface WithdrawalMatchesTable {
  id: Generated<number>;
  withdrawal_id: number;
  deposit_order_id: number;
  amount_minor: BigintAsNumber;
  /** awaiting_payment, paid, received, forced, not_received, cancelled. */
  status: string;
  created_at: Date;
  paid_at: Date | null;
  answered_at: Date | null;
}

export interface WithdrawalProofsTable {
  id: Generated<number>;
  match_id: number;
  /** The image, kept in uploads (purpose withdrawal_proof, owned by the withdrawer). */
  upload_id: number;
  created_at: Date;
}

export interface PaymentTables {
  payment_profiles: PaymentProfilesTable;
  deposit_channels: DepositChannelsTable;
  deposit_orders: DepositOrdersTable;
  gateway_callbacks: GatewayCallbacksTable;
  withdrawals: WithdrawalsTable;
  withdrawal_matches: WithdrawalMatchesTable;
  withdrawal_proofs: WithdrawalProofsTable;
}
