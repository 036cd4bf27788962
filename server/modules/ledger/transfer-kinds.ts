/**
 * Every kind of ledger transfer the server records (`ledger_transfers.kind`). The member centre's
 * account record offers them as its Type filter and the agent centre names them, so each one has a
 * label (`rec_type_<kind>`, records namespace) in every language: a new kind is added here, and the
 * locale test asks for its label.
 */
export const TRANSFER_KINDS = [
  'seed',
  'freeplay',
  'deposit',
  'withdrawal',
  'wallet_transfer',
  'transfer_upline',
  'transfer_downline',
  'bet',
  'win',
  'refund',
  'bonus',
  'vip_bonus',
  'points_earn',
  'points_convert',
  'points_cash',
  'points_redeem',
  'points_spend',
  'points_return',
  'points_reward',
  'lottery_bet',
  'lottery_refund',
  'lottery_settlement',
  'dividend',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
  'income_payout',
  'tournament_prize',
  'wheel_prize',
  'wheel_spin_bought',
  'jackpot_contribution',
  'jackpot_seed',
  'jackpot_win',
] as const;

export type TransferKind = (typeof TRANSFER_KINDS)[number];
