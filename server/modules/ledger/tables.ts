import type { ColumnType, Generated } from 'kysely';
import type { BigintAsNumber } from '../../db/column-types';

export interface LedgerAccountsTable {
  id: Generated<number>;
  member_id: number | null;
  /** An AccountKind (server/modules/ledger/accounts.ts): player_main, player_vendor:<WALLET>, house_games, ... */
  kind: string;
  /** money or points (points_* kinds): each asset's accounts sum to zero on their own. */
  asset: ColumnType<'money' | 'points', 'money' | 'points' | undefined, never>;
  balance_minor: ColumnType<number, number | undefined, number>;
  created_at: Date;
}

/**
 * The play state of one game wallet (a player_vendor account; a row is made with the account):
 * in play until a moment its game's rounds keep moving on, and when it was last recalled home.
 */
export interface GameWalletPlayTable {
  account_id: number;
  member_id: number;
  /** Until then a payment from main leaves this wallet alone; null once idle or its games ended. */
  in_play_until: Date | null;
  /** Set when its money was brought home; a round on it is refused until a game fills it again. */
  recalled_at: Date | null;
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
  amount_minor: BigintAsNumber;
  created_at: Date;
}

export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  game_wallet_play: GameWalletPlayTable;
}
