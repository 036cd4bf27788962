import type { Migration } from 'kysely';
import { tableNames } from '../module';
import { ledgerAssetsMigration } from './assets-migration';
import { gameWalletsMigration } from './game-wallets-migration';
import { requestLeasesMigration } from './request-leases-migration';
import type { LedgerTables } from './tables';
import { walletMigration } from './wallet-migration';

export const tables = tableNames<LedgerTables>()([
  'ledger_accounts',
  'ledger_transfers',
  'ledger_entries',
  'game_wallet_play',
]);

export const migrations: Record<string, Migration> = {
  '003_wallet': walletMigration,
  '016_request_leases': requestLeasesMigration,
  '018_ledger_assets': ledgerAssetsMigration,
  '030_game_wallet_play': gameWalletsMigration,
};
