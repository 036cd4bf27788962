import type { Selectable } from 'kysely';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import type { VendorsTable } from '../vendors/tables';
import { WALLET_MODE_SETTING, type WalletMode } from './seed';

export type Vendor = Selectable<VendorsTable>;

/** Every vendor in display order. */
export async function listVendors(db: Db): Promise<Vendor[]> {
  return db.selectFrom('vendors').selectAll().orderBy('sort').execute();
}

/** One vendor by code; an unknown code answers NOT_FOUND. */
export async function vendorByCode(db: Db, code: string): Promise<Vendor> {
  const vendor = await db.selectFrom('vendors').selectAll().where('code', '=', code).executeTakeFirst();
  if (!vendor) fail('NOT_FOUND');
  return vendor;
}

/** The brand's wallet mode and, in transfer mode, its vendors in display order. */
export interface WalletSetup {
  mode: WalletMode;
  vendors: Vendor[];
}

/** What a wallet move and the wallets view both need, read once for a request that does both. */
export async function walletSetup(db: Db): Promise<WalletSetup> {
  const mode = await walletMode(db);
  return { mode, vendors: mode === 'single' ? [] : await listVendors(db) };
}

/** The brand's wallet mode: transfer (one wallet per vendor) unless the operator chose single. */
export async function walletMode(db: Db): Promise<WalletMode> {
  const row = await db
    .selectFrom('brand_settings')
    .select('value')
    .where('key', '=', WALLET_MODE_SETTING)
    .executeTakeFirst();
  return row?.value === 'single' ? 'single' : 'transfer';
}
