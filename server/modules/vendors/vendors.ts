import type { Selectable } from 'kysely';
import { compiledStatement } from '../../db/compiled-statement';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import type { VendorsTable } from '../vendors/tables';
import { WALLET_MODE_SETTING, type WalletMode } from './seed';

export type Vendor = Selectable<VendorsTable>;

/**
 * Every column of a vendor, named rather than `*`, so the statements that read vendors on each wallet call are
 * prepared (db/prepared-statements.ts); a column left out here fails the type of Vendor.
 */
const vendorColumns = [
  'code',
  'display_name',
  'game_type',
  'account_type_id',
  'vassalage',
  'wallet_code',
  'is_hot',
  'sort',
  'game_classify',
  'seamless',
] as const satisfies readonly (keyof VendorsTable)[];

/** Every vendor in display order. */
export async function listVendors(db: Db): Promise<Vendor[]> {
  return db.selectFrom('vendors').select(vendorColumns).orderBy('sort').execute();
}

/** One vendor by code; an unknown code answers NOT_FOUND. */
export async function vendorByCode(db: Db, code: string): Promise<Vendor> {
  const vendor = await db
    .selectFrom('vendors')
    .select(vendorColumns)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!vendor) fail('NOT_FOUND');
  return vendor;
}

/** The brand's wallet mode and, in transfer mode, its vendors in display order. */
export interface WalletSetup {
  mode: WalletMode;
  vendors: Vendor[];
}

/** walletSetup's read, built once: it runs for every wallet call. */
const vendorsWithWalletMode = compiledStatement((db: Db, _args: Record<string, never>) =>
  db
    .selectFrom('vendors')
    .select(vendorColumns)
    .select((eb) =>
      eb
        .selectFrom('brand_settings')
        .select('value')
        .where('key', '=', WALLET_MODE_SETTING)
        .as('wallet_mode'),
    )
    .orderBy('sort'),
);

/**
 * What a wallet move and the wallets view both need, read once for a request that does both: the vendors with
 * the wallet mode beside each, one round trip (the mode alone when there are no vendors).
 */
export async function walletSetup(db: Db): Promise<WalletSetup> {
  const { rows } = await vendorsWithWalletMode(db, {});
  const mode = rows.length === 0 ? await walletMode(db) : modeOf(rows[0]!.wallet_mode);
  return { mode, vendors: mode === 'single' ? [] : rows.map(({ wallet_mode: _, ...vendor }) => vendor) };
}

const modeOf = (value: unknown): WalletMode => (value === 'single' ? 'single' : 'transfer');

/** The brand's wallet mode: transfer (one wallet per vendor) unless the operator chose single. */
export async function walletMode(db: Db): Promise<WalletMode> {
  const row = await db
    .selectFrom('brand_settings')
    .select('value')
    .where('key', '=', WALLET_MODE_SETTING)
    .executeTakeFirst();
  return modeOf(row?.value);
}
