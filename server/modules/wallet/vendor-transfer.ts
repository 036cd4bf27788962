import type { ParsedRequestOf, wallet } from '../../../src/core/contract';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import { vendorWalletKind } from '../ledger/accounts';
import { lockGameWallets, lockGameWalletsWith, recallGameWallets } from '../ledger/game-wallets';
import { transfer, transferNotFromMain } from '../ledger/transfer';
import type { WalletSetup } from '../vendors/vendors';

export type WalletTransferRequest = ParsedRequestOf<typeof wallet.walletTransfer>;

/**
 * Moves money between the main wallet and vendor wallets in one ledger transfer:
 * main -> a vendor, a vendor -> main, or every non-empty vendor wallet -> main.
 * Vendor wallets exist only in transfer mode; "recall all" also works in single mode so
 * money left behind by a mode switch can come home. Money moved into a vendor's wallet puts it
 * in play (ledger/game-wallets.ts); "recall all" marks each wallet recalled, so a game still open
 * on one says so at its next round. Returns false when nothing moved (recall with empty wallets).
 */
export async function moveBetweenWallets(
  db: Db,
  memberId: number,
  request: WalletTransferRequest,
  idempotencyKey: string,
  at: Date,
  setup: WalletSetup,
): Promise<boolean> {
  const key = `wallet:${memberId}:${idempotencyKey}`;
  return inTransaction(db, async (trx) => {
    if (request.direction === 'recallAll') {
      await lockGameWallets(trx, [memberId]);
      const moved = await recallGameWallets(trx, {
        memberId,
        which: 'all',
        idempotencyKey: key,
        memo: 'recall all to main',
        at,
      });
      return moved > 0;
    }
    if (setup.mode === 'single') fail('FEATURE_DISABLED');
    const vendor =
      setup.vendors.find((candidate) => candidate.code === request.vendorCode) ?? fail('NOT_FOUND');
    // Opened before the money moves: a refused move undoes both.
    const toVendor = request.direction === 'toVendor';
    const { walletId: vendorId, mainId } = await lockGameWalletsWith(
      trx,
      memberId,
      vendorWalletKind(vendor.wallet_code),
      at,
      { open: toVendor },
    );
    const signed = toVendor ? request.amount : -request.amount;
    // Money moving home takes from the game wallet only: no main wallet to cover by bringing others home.
    await (toVendor ? transfer : transferNotFromMain)(trx, {
      idempotencyKey: key,
      kind: 'wallet_transfer',
      memo: `${request.direction} ${request.vendorCode}`,
      legs: [
        { accountId: mainId, amountMinor: -signed },
        { accountId: vendorId, amountMinor: signed },
      ],
      at,
    });
    return true;
  });
}
