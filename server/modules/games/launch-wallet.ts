import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { lockGameWalletsWith, openGameWallet, recallGameWallets } from '../ledger/game-wallets';
import { transfer } from '../ledger/transfer';
import type { Vendor } from '../vendors/vendors';
import { betWalletKind } from '../wallet/seamless';

export interface GameWalletFill {
  /** The fill's ledger key (once per launch, or per reopen); null opens the wallet without moving money. */
  key: string | null;
  /** What the fill's memo names: a launch or a reopen. */
  reason: 'launch' | 'reopen';
}

/**
 * In transfer-wallet mode a game bets from its vendor's wallet. Opening it (a launch, or a reopen
 * after its money was recalled) puts the wallet in play; a fill first brings home the member's
 * other idle game wallets, then moves the whole main balance there in one ledger transfer under
 * its key, so the game has everything the header shows that no other game is playing with.
 * Seamless vendors, single mode and free-play accounts bet where the money already is. Runs in
 * the caller's transaction.
 */
export async function openGameWalletFor(
  trx: Db,
  memberId: number,
  vendor: Vendor,
  fill: GameWalletFill,
  at: Date,
): Promise<void> {
  const kind = await betWalletKind(trx, memberId, vendor);
  if (!kind.startsWith('player_vendor:')) return;
  const { walletId, mainId } = await lockGameWalletsWith(trx, memberId, kind, at);
  if (fill.key !== null) {
    await recallGameWallets(trx, {
      memberId,
      which: 'idle',
      except: [walletId],
      idempotencyKey: `${fill.key}:recall`,
      memo: `${fill.reason} ${vendor.code}: idle game wallets recalled to main`,
      at,
    });
    const main = await trx
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('id', '=', mainId)
      .forNoKeyUpdate()
      .executeTakeFirstOrThrow();
    const amount = Number(main.balance_minor);
    if (amount > 0) {
      await transfer(trx, {
        idempotencyKey: fill.key,
        kind: 'wallet_transfer',
        memo: `${fill.reason} ${vendor.code}: main to ${vendor.code}`,
        legs: [
          { accountId: mainId, amountMinor: -amount },
          { accountId: walletId, amountMinor: amount },
        ],
        at,
      });
    }
  }
  await openGameWallet(trx, walletId, at);
}

/**
 * No play in two games at once (profiles without `parallelPlay`): launching a game brings home every other
 * game wallet of the member, in play or idle, in one ledger transfer under `key`, and marks them recalled. The
 * wallet the launched game bets from stays (its money follows the player). Runs in the caller's transaction.
 */
export async function recallOtherGameWallets(
  trx: Db,
  memberId: number,
  vendor: Vendor,
  key: string,
  at: Date,
): Promise<void> {
  const kind = await betWalletKind(trx, memberId, vendor);
  const except = kind.startsWith('player_vendor:') ? [await accountFor(trx, memberId, kind, at)] : [];
  await recallGameWallets(trx, {
    memberId,
    which: 'all',
    except,
    idempotencyKey: key,
    memo: `launch ${vendor.code}: the other games' wallets recalled to main`,
    at,
  });
}
