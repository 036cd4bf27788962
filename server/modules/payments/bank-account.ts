import type { FundsProfile } from '../../../src/core/contract/funds';
import { inTransaction } from '../../db/transaction';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { hasPaymentPassword, verifyPaymentPassword } from './payment-password';

export interface BankAccount {
  bankName: string;
  accountNumber: string;
  accountHolderName: string;
}

export async function bankAccountOf(db: Db, memberId: number): Promise<BankAccount | null> {
  const row = await db
    .selectFrom('payment_profiles')
    .select(['bank_name', 'bank_account_number', 'bank_account_holder'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row?.bank_name || !row.bank_account_number || !row.bank_account_holder) return null;
  return {
    bankName: row.bank_name,
    accountNumber: row.bank_account_number,
    accountHolderName: row.bank_account_holder,
  };
}

export const maskAccountNumber = (number: string): string => `****${number.slice(-4)}`;

export async function fundsProfile(db: Db, memberId: number): Promise<FundsProfile> {
  const bank = await bankAccountOf(db, memberId);
  return {
    paymentPasswordSet: await hasPaymentPassword(db, memberId),
    bankAccount: bank
      ? {
          bankName: bank.bankName,
          accountNumberMasked: maskAccountNumber(bank.accountNumber),
          accountHolderName: bank.accountHolderName,
        }
      : null,
  };
}

/**
 * Binds (or replaces) the member's bank account, behind the payment password. The holder name
 * is also what the new-IP login challenge checks, so members.bank_account_name follows it.
 */
export async function bindBankAccount(
  ctx: ServerContext,
  memberId: number,
  input: BankAccount & { paymentPassword: string },
): Promise<FundsProfile> {
  await verifyPaymentPassword(ctx.db, memberId, input.paymentPassword);
  const at = now(ctx);
  await inTransaction(ctx.db, async (trx) => {
    await trx
      .updateTable('payment_profiles')
      .set({
        bank_name: input.bankName,
        bank_account_number: input.accountNumber,
        bank_account_holder: input.accountHolderName,
        updated_at: at,
      })
      .where('member_id', '=', memberId)
      .execute();
    await trx
      .updateTable('members')
      .set({ bank_account_name: input.accountHolderName })
      .where('id', '=', memberId)
      .execute();
  });
  return fundsProfile(ctx.db, memberId);
}
