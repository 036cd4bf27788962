import type { ResponseOf, wallet } from '../../../src/core/contract';
import { compiledStatement } from '../../db/compiled-statement';
import type { Db } from '../database';
import { vendorWalletKind } from '../ledger/accounts';
import type { WalletSetup } from '../vendors/vendors';

export type WalletsView = ResponseOf<typeof wallet.merchantWallet>;

/** The member's player accounts with their play state, built once: it runs for every wallet call. */
const playerAccounts = compiledStatement((db: Db, args: { memberId: number }) =>
  db
    .selectFrom('ledger_accounts')
    .leftJoin('game_wallet_play', 'game_wallet_play.account_id', 'ledger_accounts.id')
    .select(['id', 'kind', 'balance_minor', 'game_wallet_play.in_play_until'])
    .where('ledger_accounts.member_id', '=', args.memberId)
    .where('kind', 'like', 'player%'),
);

/**
 * The member's main wallet and, in transfer mode, every vendor's wallet with its balance
 * (0 for a wallet never used) and whether a game is playing from it (ledger/game-wallets.ts).
 * The total counts every player account, so money left in a vendor wallet after a switch to
 * single mode still shows.
 */
export async function walletsOf(
  db: Db,
  memberId: number,
  at: Date,
  setup: WalletSetup,
): Promise<WalletsView> {
  const isSingle = setup.mode === 'single';
  const { rows: accounts } = await playerAccounts(db, { memberId });
  const byKind = new Map(accounts.map((account) => [account.kind, account]));
  return {
    isSingle,
    mainBalance: byKind.get('player_main')?.balance_minor ?? 0,
    sumBalance: accounts.reduce((sum, account) => sum + account.balance_minor, 0),
    wallets: setup.vendors.map((vendor) => {
      const account = byKind.get(vendorWalletKind(vendor.wallet_code));
      return {
        vendorCode: vendor.code,
        walletCode: vendor.wallet_code,
        displayName: vendor.display_name,
        gameType: vendor.game_type,
        accountTypeId: vendor.account_type_id,
        vassalage: vendor.vassalage,
        isHot: vendor.is_hot,
        balance: account?.balance_minor ?? 0,
        inPlay: (account?.in_play_until?.getTime() ?? 0) > at.getTime(),
      };
    }),
  };
}
