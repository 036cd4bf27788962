import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import type { Member } from '../auth/tables';
import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import { verifyPaymentPassword } from '../payments/payment-password';

/**
 * Sends money from a member's main wallet to its upline's main wallet, after the payment
 * password checks out. Returns the upline's account name.
 */
export async function transferToUpline(
  db: Db,
  member: Member,
  input: { amount: number; paymentPassword: string },
  idempotencyKey: string,
  at: Date,
): Promise<string> {
  if (member.upline_id === null) fail('FEATURE_DISABLED');
  await verifyPaymentPassword(db, member.id, input.paymentPassword);
  const upline = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('id', '=', member.upline_id)
    .executeTakeFirstOrThrow();
  await inTransaction(db, async (trx) =>
    transfer(trx, {
      idempotencyKey: `upline:${member.id}:${idempotencyKey}`,
      kind: 'transfer_upline',
      memo: `to upline ${upline.username}`,
      legs: [
        { accountId: await accountFor(trx, member.id, 'player_main', at), amountMinor: -input.amount },
        { accountId: await accountFor(trx, upline.id, 'player_main', at), amountMinor: input.amount },
      ],
      at,
    }),
  );
  return upline.username;
}
