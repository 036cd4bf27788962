import type { Selectable } from 'kysely';
import { MemberType } from '../../../src/core/contract/member-types';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import { type AccountKind, accountFor, vendorWalletKind } from '../ledger/accounts';
import { playFromGameWallet } from '../ledger/game-wallets';
import { transfer } from '../ledger/transfer';
import type { RgPolicy } from '../responsible/profiles';
import { assertMayPlay, assertWithinPlayLimits } from '../responsible/rules';
import type { SettledRound, SettlementHook } from '../rounds/settled';
import type { RoundsTable } from '../rounds/tables';
import { type Vendor, vendorByCode, walletMode } from '../vendors/vendors';

export type Round = Selectable<RoundsTable>;

export interface DebitRound {
  memberId: number;
  vendorCode: string;
  /** The vendor's own round id: debit, credit and refund are idempotent by it. */
  roundRef: string;
  gameCode: string;
  stakeMinor: number;
  at: Date;
  /** The brand's player-protection rules when the stake is asked for. */
  policy: RgPolicy;
}

export interface CreditRound {
  vendorCode: string;
  roundRef: string;
  /** What the round pays back (0 for a lost round); integer minor units. */
  payoutMinor: number;
  at: Date;
}

export interface RefundRound {
  vendorCode: string;
  roundRef: string;
  at: Date;
}

const transferKey = (round: Pick<Round, 'vendor_code' | 'round_ref'>, step: string) =>
  `round:${round.vendor_code}:${round.round_ref}:${step}`;

function requireMinor(amount: number, allowZero: boolean): void {
  if (!Number.isSafeInteger(amount) || amount < 0 || (!allowZero && amount === 0)) fail('INVALID_INPUT');
}

async function lockedRound(trx: Db, vendorCode: string, roundRef: string): Promise<Round | undefined> {
  return trx
    .selectFrom('rounds')
    .selectAll()
    .where('vendor_code', '=', vendorCode)
    .where('round_ref', '=', roundRef)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The wallet a member's rounds at a vendor draw on: the demo balance for a free-play
 * account; the main wallet for a seamless vendor or in single mode; otherwise the member's
 * wallet at that vendor (transfer mode).
 */
export async function betWalletKind(db: Db, memberId: number, vendor: Vendor): Promise<AccountKind> {
  const member = await db
    .selectFrom('members')
    .select('type')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (member.type === MemberType.freePlay) return 'player_demo';
  if (vendor.seamless || (await walletMode(db)) === 'single') return 'player_main';
  return vendorWalletKind(vendor.wallet_code);
}

/**
 * Opens a round and takes its stake from the wallet betWalletKind names (vendor wallet in
 * transfer mode; main for seamless vendors and in single mode; the demo balance of a
 * free-play account). A repeat of the same debit returns the open round; the same
 * round id with another member or stake is refused; too little money is INSUFFICIENT_FUNDS
 * and leaves no round behind. A member in a time-out or self-exclusion cannot open a round, nor
 * one whose stake could pass a loss or wager limit (RG_LOSS_LIMIT, RG_WAGER_LIMIT). A
 * round on a game wallet keeps it in play (ledger/game-wallets.ts), and one whose money was
 * recalled home since its game filled it is refused with GAME_WALLET_RECALLED.
 */
export async function debitRound(db: Db, bet: DebitRound): Promise<Round> {
  requireMinor(bet.stakeMinor, false);
  return inTransaction(db, async (trx) => {
    const vendor = await vendorByCode(trx, bet.vendorCode);
    const kind = await betWalletKind(trx, bet.memberId, vendor);
    const accountId = await accountFor(trx, bet.memberId, kind, bet.at);
    const opened = await trx
      .insertInto('rounds')
      .values({
        vendor_code: vendor.code,
        round_ref: bet.roundRef,
        member_id: bet.memberId,
        game_code: bet.gameCode,
        game_type: vendor.game_type,
        account_id: accountId,
        stake_minor: bet.stakeMinor,
        status: 'open',
        started_at: bet.at,
        settled_at: null,
      })
      .onConflict((conflict) => conflict.columns(['vendor_code', 'round_ref']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!opened) {
      // A retried debit of a round already taken answers as before, whatever happened since.
      const existing = await lockedRound(trx, vendor.code, bet.roundRef);
      if (!existing || existing.member_id !== bet.memberId || existing.stake_minor !== bet.stakeMinor) {
        fail('IDEMPOTENCY_CONFLICT');
      }
      return existing;
    }
    await assertMayPlay(trx, bet.memberId, bet.at, bet.policy);
    // Loss and wager limits: the member's settings row stays locked until this round is in.
    await assertWithinPlayLimits(trx, bet.memberId, bet.stakeMinor, bet.at, bet.policy, opened.id);
    if (kind.startsWith('player_vendor:')) await playFromGameWallet(trx, accountId, bet.at);
    await transfer(trx, {
      idempotencyKey: transferKey(opened, 'debit'),
      kind: 'bet',
      memo: `${vendor.code} ${bet.gameCode} round ${bet.roundRef}`,
      legs: [
        { accountId, amountMinor: -bet.stakeMinor },
        { accountId: await accountFor(trx, null, 'house_games', bet.at), amountMinor: bet.stakeMinor },
      ],
      at: bet.at,
    });
    return opened;
  });
}

/**
 * Settles an open round and pays its payout into the account the stake came from, and
 * announces it on `roundSettled` in the same transaction. A repeat with the same payout
 * returns the settled round without paying or announcing again; another payout, or a
 * refunded round, is refused.
 */
export async function creditRound(
  db: Db,
  roundSettled: SettlementHook<SettledRound>,
  credit: CreditRound,
): Promise<Round> {
  requireMinor(credit.payoutMinor, true);
  return inTransaction(db, async (trx) => {
    const round = await lockedRound(trx, credit.vendorCode, credit.roundRef);
    if (!round) fail('NOT_FOUND');
    if (round.status === 'settled' && round.payout_minor === credit.payoutMinor) return round;
    if (round.status !== 'open') fail('IDEMPOTENCY_CONFLICT');
    if (credit.payoutMinor > 0) {
      await transfer(trx, {
        idempotencyKey: transferKey(round, 'credit'),
        kind: 'win',
        memo: `${round.vendor_code} ${round.game_code} round ${round.round_ref}`,
        legs: [
          {
            accountId: await accountFor(trx, null, 'house_games', credit.at),
            amountMinor: -credit.payoutMinor,
          },
          { accountId: round.account_id, amountMinor: credit.payoutMinor },
        ],
        at: credit.at,
      });
    }
    const settled = await trx
      .updateTable('rounds')
      .set({ status: 'settled', payout_minor: credit.payoutMinor, settled_at: credit.at })
      .where('id', '=', round.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const member = await trx
      .selectFrom('members')
      .select('type')
      .where('id', '=', round.member_id)
      .executeTakeFirstOrThrow();
    await roundSettled.announce(trx, {
      memberId: round.member_id,
      roundId: `${round.vendor_code}:${round.round_ref}`,
      validBet: Number(round.stake_minor),
      payout: credit.payoutMinor,
      gameType: round.game_type,
      gameCode: round.game_code,
      vendorCode: round.vendor_code,
      settledAt: credit.at,
      freePlay: member.type === MemberType.freePlay,
    });
    return settled;
  });
}

/**
 * Cancels an open round and gives its stake back. A repeat returns the refunded round;
 * a settled round cannot be refunded.
 */
export async function refundRound(db: Db, refund: RefundRound): Promise<Round> {
  return inTransaction(db, async (trx) => {
    const round = await lockedRound(trx, refund.vendorCode, refund.roundRef);
    if (!round) fail('NOT_FOUND');
    if (round.status === 'refunded') return round;
    if (round.status !== 'open') fail('IDEMPOTENCY_CONFLICT');
    await transfer(trx, {
      idempotencyKey: transferKey(round, 'refund'),
      kind: 'refund',
      memo: `${round.vendor_code} ${round.game_code} round ${round.round_ref}`,
      legs: [
        { accountId: await accountFor(trx, null, 'house_games', refund.at), amountMinor: -round.stake_minor },
        { accountId: round.account_id, amountMinor: round.stake_minor },
      ],
      at: refund.at,
    });
    return trx
      .updateTable('rounds')
      .set({ status: 'refunded', settled_at: refund.at })
      .where('id', '=', round.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
