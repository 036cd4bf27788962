import type { Withdrawal } from '../../../src/core/contract/funds';
import { inPage } from '../../db/paging';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { accountFor, memberBalance } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import { isExcluded, responsibleState } from '../responsible/rules';
import { bankAccountOf } from './bank-account';
import { newReference } from './deposits';
import { requireRealMember } from './guards';
import { checkPaymentPassword } from './payment-password';
import { paymentSettings } from './settings';
import { withdrawalView } from './withdrawal-view';

/**
 * The smallest withdrawal the member may ask for now: the operator's minimum, except that a member in a
 * time-out or self-exclusion may always take out their whole balance, however small.
 */
export async function withdrawMinimum(
  db: Db,
  memberId: number,
  usualMinimum: number,
  at: Date,
): Promise<number> {
  if (!isExcluded(await responsibleState(db, memberId, at), at)) return usualMinimum;
  return Math.max(1, Math.min(usualMinimum, await memberBalance(db, memberId)));
}

/**
 * Requests a withdrawal: checks bounds, the bank account and the payment password, then moves
 * the amount from the main wallet to the member's withdrawal hold at once (the database refuses
 * an amount over the balance). A request cannot be cancelled; settlement.ts pays it out.
 */
export async function requestWithdrawal(
  ctx: ServerContext,
  memberId: number,
  input: { amount: number; paymentPassword: string },
): Promise<Withdrawal> {
  await requireRealMember(ctx.db, memberId);
  const at = now(ctx);
  const settings = await paymentSettings(ctx.db);
  const min = await withdrawMinimum(ctx.db, memberId, settings.withdrawMinMinor, at);
  if (input.amount < min || input.amount > settings.withdrawMaxMinor) {
    fail('AMOUNT_OUT_OF_BOUNDS', { min, max: settings.withdrawMaxMinor });
  }
  // Below the usual minimum only the whole balance goes (a later credit is the member's to take out next).
  if (input.amount < settings.withdrawMinMinor && input.amount !== (await memberBalance(ctx.db, memberId))) {
    fail('AMOUNT_OUT_OF_BOUNDS', { min: settings.withdrawMinMinor, max: settings.withdrawMaxMinor });
  }
  const bank = await bankAccountOf(ctx.db, memberId);
  if (!bank) fail('BANK_ACCOUNT_REQUIRED');
  await checkPaymentPassword(ctx, memberId, input.paymentPassword);

  const row = await inTransaction(ctx.db, async (trx) => {
    const created = await trx
      .insertInto('withdrawals')
      .values({
        withdrawal_no: newReference('W'),
        member_id: memberId,
        amount_minor: input.amount,
        status: 'pending',
        gateway_paid_minor: 0,
        bank_name: bank.bankName,
        bank_account_number: bank.accountNumber,
        bank_account_holder: bank.accountHolderName,
        created_at: at,
        completed_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await transfer(trx, {
      idempotencyKey: `withdrawal-hold:${created.withdrawal_no}`,
      kind: 'withdrawal',
      memo: `Withdrawal ${created.withdrawal_no} requested`,
      legs: [
        { accountId: await accountFor(trx, memberId, 'player_main', at), amountMinor: -input.amount },
        { accountId: await accountFor(trx, memberId, 'hold_withdrawal', at), amountMinor: input.amount },
      ],
      at,
    });
    return created;
  });
  return withdrawalView(ctx.db, row, settings, now(ctx));
}

export async function withdrawalOf(
  ctx: ServerContext,
  memberId: number,
  withdrawalNo: string,
): Promise<Withdrawal> {
  const row = await ctx.db
    .selectFrom('withdrawals')
    .selectAll()
    .where('withdrawal_no', '=', withdrawalNo)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) fail('NOT_FOUND');
  return withdrawalView(ctx.db, row, await paymentSettings(ctx.db), now(ctx));
}

export async function withdrawalsOf(ctx: ServerContext, memberId: number, page: number, size: number) {
  const settings = await paymentSettings(ctx.db);
  const rows = await ctx.db
    .selectFrom('withdrawals')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .$call((select) => inPage(select, { page, pageSize: size }))
    .execute();
  const total = await ctx.db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const list = [];
  for (const row of rows) list.push(await withdrawalView(ctx.db, row, settings, now(ctx)));
  return { list, total: Number(total.count) };
}
