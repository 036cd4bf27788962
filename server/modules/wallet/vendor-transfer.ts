import type { ParsedRequestOf, wallet } from '../../../src/core/contract';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { accountFor, vendorWalletKind } from '../ledger/accounts';
import { type TransferLeg, transfer } from '../ledger/transfer';
import { vendorByCode, walletMode } from '../vendors/vendors';

export type WalletTransferRequest = ParsedRequestOf<typeof wallet.walletTransfer>;

/**
 * Moves money between the main wallet and vendor wallets in one ledger transfer:
 * main -> a vendor, a vendor -> main, or every non-empty vendor wallet -> main.
 * Vendor wallets exist only in transfer mode; "recall all" also works in single mode so
 * money left behind by a mode switch can come home. Returns false when nothing moved
 * (recall with empty wallets).
 */
export async function moveBetweenWallets(
  db: Db,
  memberId: number,
  request: WalletTransferRequest,
  idempotencyKey: string,
  at: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const mainId = await accountFor(trx, memberId, 'player_main', at);
    let legs: TransferLeg[];
    if (request.direction === 'recallAll') {
      const vendorAccounts = await trx
        .selectFrom('ledger_accounts')
        .select(['id', 'balance_minor'])
        .where('member_id', '=', memberId)
        .where('kind', 'like', 'player\\_vendor:%')
        .where('balance_minor', '>', 0)
        .orderBy('id')
        .forUpdate()
        .execute();
      if (vendorAccounts.length === 0) return false;
      const total = vendorAccounts.reduce((sum, account) => sum + account.balance_minor, 0);
      legs = [
        ...vendorAccounts.map((account) => ({ accountId: account.id, amountMinor: -account.balance_minor })),
        { accountId: mainId, amountMinor: total },
      ];
    } else {
      if ((await walletMode(trx)) === 'single') fail('FEATURE_DISABLED');
      const vendor = await vendorByCode(trx, request.vendorCode);
      const vendorId = await accountFor(trx, memberId, vendorWalletKind(vendor.wallet_code), at);
      const signed = request.direction === 'toVendor' ? request.amount : -request.amount;
      legs = [
        { accountId: mainId, amountMinor: -signed },
        { accountId: vendorId, amountMinor: signed },
      ];
    }
    await transfer(trx, {
      idempotencyKey: `wallet:${memberId}:${idempotencyKey}`,
      kind: 'wallet_transfer',
      memo:
        request.direction === 'recallAll'
          ? 'recall all to main'
          : `${request.direction} ${request.vendorCode}`,
      legs,
      at,
    });
    return true;
  });
}
