import type { ResponseOf, wallet } from '../../../src/core/contract';
import type { Db } from '../../db/connection';
import { accountFor } from '../ledger/accounts';
import { listVendors, walletMode } from '../vendors/vendors';

export type WalletsView = ResponseOf<typeof wallet.merchantWallet>;

/**
 * The member's main wallet and, in transfer mode, every vendor's wallet with its balance
 * (0 for a wallet never used). The total counts every player account, so money left in a
 * vendor wallet after a switch to single mode still shows.
 */
export async function walletsOf(db: Db, memberId: number, at: Date): Promise<WalletsView> {
  const isSingle = (await walletMode(db)) === 'single';
  const mainId = await accountFor(db, memberId, 'player_main', at);
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'balance_minor'])
    .where('member_id', '=', memberId)
    .where('kind', 'like', 'player%')
    .execute();
  const byKind = new Map(accounts.map((account) => [account.kind, account.balance_minor]));
  const vendors = isSingle ? [] : await listVendors(db);
  return {
    isSingle,
    mainBalance: accounts.find((account) => account.id === mainId)?.balance_minor ?? 0,
    sumBalance: accounts.reduce((sum, account) => sum + account.balance_minor, 0),
    wallets: vendors.map((vendor) => ({
      vendorCode: vendor.code,
      walletCode: vendor.wallet_code,
      displayName: vendor.display_name,
      gameType: vendor.game_type,
      accountTypeId: vendor.account_type_id,
      vassalage: vendor.vassalage,
      isHot: vendor.is_hot,
      balance: byKind.get(`player_vendor:${vendor.wallet_code}`) ?? 0,
    })),
  };
}
