import type { Db } from '../../db/connection';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import type { Vendor } from '../vendors/vendors';
import { betWalletKind } from '../wallet/seamless';

/**
 * In transfer-wallet mode a game bets from its vendor's wallet: the launch moves the whole
 * main balance there in one ledger transfer, once per launch (its key is the launch id).
 * Seamless vendors, single mode and free-play accounts bet where the money already is.
 */
export async function fillGameWallet(
  db: Db,
  memberId: number,
  vendor: Vendor,
  launchId: number,
  at: Date,
): Promise<void> {
  const kind = await betWalletKind(db, memberId, vendor);
  if (!kind.startsWith('player_vendor:')) return;
  const mainId = await accountFor(db, memberId, 'player_main', at);
  const main = await db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('id', '=', mainId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const amount = Number(main.balance_minor);
  if (amount <= 0) return;
  await transfer(db, {
    idempotencyKey: `launch:${launchId}:fill`,
    kind: 'wallet_transfer',
    memo: `launch ${vendor.code}: main to ${vendor.code}`,
    legs: [
      { accountId: mainId, amountMinor: -amount },
      { accountId: await accountFor(db, memberId, kind, at), amountMinor: amount },
    ],
    at,
  });
}
