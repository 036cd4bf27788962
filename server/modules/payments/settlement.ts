/**
 * Withdrawals are settled person to person, against other players' deposits.
 *
 * 1. Request: the amount moves main -> the member's hold_withdrawal at once; it cannot be cancelled.
 * 2. Matching (matching.ts): a new deposit order whose whole amount fits in the unmatched room of
 *    the oldest pending withdrawal of another member (inside its matching window) becomes a P2P
 *    order: the depositor is shown the withdrawer's bank account and pays it directly. One
 *    withdrawal can be matched with several deposits; a deposit matches one withdrawal.
 * 3. The depositor marks the order paid (match awaiting_payment -> paid). An order not marked paid
 *    before it expires is cancelled and its room goes back to the withdrawal.
 * 4. The withdrawer answers each matched deposit:
 *    - received: the matched amount moves hold_withdrawal(withdrawer) -> main(depositor); the
 *      deposit order is paid. The money the depositor sent by bank is the withdrawer's payout.
 *    - not received, with 1 to 3 png/jpg proofs uploaded first: the match is held for review by
 *      customer service; nothing moves and it is never forced.
 *    - no answer within forcedReceiptMinutes of the depositor's "paid": forced received, the same
 *      movement as received (the deposit is credited to its depositor and not refunded).
 * 5. Remainder: once the matching window has passed, whatever no match holds is paid out by the
 *    payment gateway (hold_withdrawal -> house_withdrawals).
 * 6. The withdrawal is completed when received + forced + gateway-paid equals its amount.
 *
 * Every movement goes through transfer() under a key derived from the match or withdrawal, so
 * a repeated sweep or a double click moves money once. Timed steps are written by settleDue(), run
 * on a timer and before a member acts on an order or withdrawal, on the injectable clock. Reads never
 * settle: they show a step that is due from the stored rows and the clock (timed-states.ts).
 */
import type { Withdrawal } from '../../../src/core/contract/funds';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import type { SettledDeposit, SettlementHook } from '../rounds/settled';
import { depositView } from './deposit-view';
import { unmatchedRemainder } from './matching';
import { minutes, paymentSettings } from './settings';
import { withdrawalView } from './withdrawal-view';

/** Moves a matched amount to the depositor and marks the match and its deposit order settled. */
async function settleMatch(
  db: Db,
  depositSettled: SettlementHook<SettledDeposit>,
  matchId: number,
  outcome: 'received' | 'forced',
  at: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const match = await trx
      .updateTable('withdrawal_matches')
      .set({ status: outcome, answered_at: at })
      .where('id', '=', matchId)
      .where('status', 'in', ['awaiting_payment', 'paid'])
      .returning(['withdrawal_id', 'deposit_order_id', 'amount_minor'])
      .executeTakeFirst();
    if (!match) return false;
    const withdrawal = await trx
      .selectFrom('withdrawals')
      .select(['member_id', 'withdrawal_no'])
      .where('id', '=', match.withdrawal_id)
      .executeTakeFirstOrThrow();
    const order = await trx
      .updateTable('deposit_orders')
      .set({ status: 'paid', settled_at: at })
      .where('id', '=', match.deposit_order_id)
      .returning(['member_id', 'order_no'])
      .executeTakeFirstOrThrow();
    const amount = Number(match.amount_minor);
    const depositId = `p2p:${matchId}`;
    await transfer(trx, {
      idempotencyKey: depositId,
      kind: 'deposit',
      memo: `Deposit ${order.order_no} paid to withdrawal ${withdrawal.withdrawal_no} (${outcome})`,
      legs: [
        {
          accountId: await accountFor(trx, withdrawal.member_id, 'hold_withdrawal', at),
          amountMinor: -amount,
        },
        { accountId: await accountFor(trx, order.member_id, 'player_main', at), amountMinor: amount },
      ],
      at,
    });
    await depositSettled.announce(trx, { memberId: order.member_id, depositId, amount, settledAt: at });
    await completeIfSettled(trx, match.withdrawal_id, at);
    return true;
  });
}

/** Marks a withdrawal completed once nothing is open and everything is paid. */
async function completeIfSettled(trx: Db, withdrawalId: number, at: Date): Promise<void> {
  const open = await trx
    .selectFrom('withdrawal_matches')
    .select('id')
    .where('withdrawal_id', '=', withdrawalId)
    .where('status', 'in', ['awaiting_payment', 'paid', 'not_received'])
    .executeTakeFirst();
  if (open) return;
  if ((await unmatchedRemainder(trx, withdrawalId)) !== 0) return;
  await trx
    .updateTable('withdrawals')
    .set({ status: 'completed', completed_at: at })
    .where('id', '=', withdrawalId)
    .where('status', '=', 'pending')
    .execute();
}

/** Pays the unmatched remainder of a withdrawal whose matching window is over through the gateway. */
async function payRemainder(db: Db, withdrawalId: number, at: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const withdrawal = await trx
      .selectFrom('withdrawals')
      .select(['member_id', 'withdrawal_no', 'status'])
      .where('id', '=', withdrawalId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (withdrawal.status !== 'pending') return;
    const remainder = await unmatchedRemainder(trx, withdrawalId);
    if (remainder > 0) {
      await transfer(trx, {
        idempotencyKey: `withdrawal-gateway:${withdrawal.withdrawal_no}`,
        kind: 'withdrawal',
        memo: `Withdrawal ${withdrawal.withdrawal_no} remainder paid by the gateway`,
        legs: [
          {
            accountId: await accountFor(trx, withdrawal.member_id, 'hold_withdrawal', at),
            amountMinor: -remainder,
          },
          { accountId: await accountFor(trx, null, 'house_withdrawals', at), amountMinor: remainder },
        ],
        at,
      });
      await trx
        .updateTable('withdrawals')
        .set({ gateway_paid_minor: remainder })
        .where('id', '=', withdrawalId)
        .execute();
    }
    await completeIfSettled(trx, withdrawalId, at);
  });
}

/** Runs every timed step that is due: expiries, cancelled matches, forced receipts, gateway remainders. */
export async function settleDue(ctx: ServerContext): Promise<void> {
  const at = now(ctx);
  const settings = await paymentSettings(ctx.db);
  await ctx.db
    .updateTable('deposit_orders')
    .set({ status: 'expired', settled_at: at })
    .where('status', '=', 'pending')
    .where('p2p', '=', false)
    .where('expires_at', '<=', at)
    .execute();

  const unpaid = await ctx.db
    .selectFrom('withdrawal_matches')
    .innerJoin('deposit_orders', 'deposit_orders.id', 'withdrawal_matches.deposit_order_id')
    .select(['withdrawal_matches.id', 'withdrawal_matches.deposit_order_id'])
    .where('withdrawal_matches.status', '=', 'awaiting_payment')
    .where('deposit_orders.expires_at', '<=', at)
    .execute();
  for (const match of unpaid) {
    await inTransaction(ctx.db, async (trx) => {
      const cancelled = await trx
        .updateTable('withdrawal_matches')
        .set({ status: 'cancelled', answered_at: at })
        .where('id', '=', match.id)
        .where('status', '=', 'awaiting_payment')
        .executeTakeFirst();
      if (Number(cancelled.numUpdatedRows) === 0) return;
      await trx
        .updateTable('deposit_orders')
        .set({ status: 'expired', settled_at: at })
        .where('id', '=', match.deposit_order_id)
        .execute();
    });
  }

  const unanswered = await ctx.db
    .selectFrom('withdrawal_matches')
    .select('id')
    .where('status', '=', 'paid')
    .where('paid_at', '<=', new Date(at.getTime() - minutes(settings.forcedReceiptMinutes)))
    .execute();
  for (const match of unanswered) await settleMatch(ctx.db, ctx.hooks.depositSettled, match.id, 'forced', at);

  const windowOver = await ctx.db
    .selectFrom('withdrawals')
    .select('id')
    .where('status', '=', 'pending')
    .where('created_at', '<=', new Date(at.getTime() - minutes(settings.matchingWindowMinutes)))
    .execute();
  for (const withdrawal of windowOver) await payRemainder(ctx.db, withdrawal.id, at);
}

/** The withdrawer's match (or NOT_FOUND): nobody answers for someone else's withdrawal. */
async function ownMatch(db: Db, memberId: number, matchId: number) {
  const match = await db
    .selectFrom('withdrawal_matches')
    .innerJoin('withdrawals', 'withdrawals.id', 'withdrawal_matches.withdrawal_id')
    .selectAll('withdrawal_matches')
    .select('withdrawals.member_id')
    .where('withdrawal_matches.id', '=', matchId)
    .executeTakeFirst();
  if (!match || match.member_id !== memberId) fail('NOT_FOUND');
  return match;
}

async function viewOf(ctx: ServerContext, withdrawalId: number): Promise<Withdrawal> {
  const row = await ctx.db
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', withdrawalId)
    .executeTakeFirstOrThrow();
  return withdrawalView(ctx.db, row, await paymentSettings(ctx.db), now(ctx));
}

export async function confirmReceived(
  ctx: ServerContext,
  memberId: number,
  matchId: number,
): Promise<Withdrawal> {
  await settleDue(ctx);
  const match = await ownMatch(ctx.db, memberId, matchId);
  if (
    match.status !== 'received' &&
    !(await settleMatch(ctx.db, ctx.hooks.depositSettled, matchId, 'received', now(ctx)))
  ) {
    fail('MATCH_NOT_OPEN');
  }
  return viewOf(ctx, match.withdrawal_id);
}

export async function reportNotReceived(
  ctx: ServerContext,
  memberId: number,
  matchId: number,
): Promise<Withdrawal> {
  await settleDue(ctx);
  const match = await ownMatch(ctx.db, memberId, matchId);
  if (match.status !== 'awaiting_payment' && match.status !== 'paid') fail('MATCH_NOT_OPEN');
  const proof = await ctx.db
    .selectFrom('withdrawal_proofs')
    .select('id')
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  if (!proof) fail('PROOF_REQUIRED');
  await ctx.db
    .updateTable('withdrawal_matches')
    .set({ status: 'not_received', answered_at: now(ctx) })
    .where('id', '=', matchId)
    .where('status', 'in', ['awaiting_payment', 'paid'])
    .execute();
  return viewOf(ctx, match.withdrawal_id);
}

/** The depositor of a P2P order says the bank transfer is made; the withdrawer's answer clock starts. */
export async function markDepositPaid(ctx: ServerContext, memberId: number, orderNo: string) {
  await settleDue(ctx);
  const order = await ctx.db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!order) fail('NOT_FOUND');
  if (!order.p2p || order.status !== 'pending') fail('ORDER_NOT_PENDING');
  const updated = await ctx.db
    .updateTable('withdrawal_matches')
    .set({ status: 'paid', paid_at: now(ctx) })
    .where('deposit_order_id', '=', order.id)
    .where('status', '=', 'awaiting_payment')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) fail('ORDER_NOT_PENDING');
  return depositView(ctx, ctx.db, order);
}
