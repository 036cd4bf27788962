import type { Db } from '../database';
import { recallForMainDebits } from './game-wallets';
import { postTransfer, type TransferRequest, type TransferResult } from './posting';

export type { TransferLeg, TransferRequest, TransferResult } from './posting';

/**
 * The one way money (and points) move: posts the transfer (posting.ts: one transaction, a unique
 * idempotency key, accounts locked in id order, immutable entries, no player account below zero).
 * A transfer that takes more from a member's main wallet than it holds first brings that member's
 * idle game wallets home, in the same transaction (game-wallets.ts), so a player is never refused
 * for money the site shows as theirs but left in a game nobody plays.
 */
export function transfer(db: Db, request: TransferRequest): Promise<TransferResult> {
  return postTransfer(db, request, recallForMainDebits(request));
}

/**
 * A transfer that takes from no main wallet, such as money coming home from a member's game wallet: posted as
 * transfer() posts it, without the look-up for game wallets to bring home first, which would find no main to
 * cover. The caller knows no leg debits a main wallet.
 */
export function transferNotFromMain(db: Db, request: TransferRequest): Promise<TransferResult> {
  return postTransfer(db, request);
}
