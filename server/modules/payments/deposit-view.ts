import type { Selectable } from 'kysely';
import type { DepositOrder } from '../../../src/core/contract/funds';
import type { PaymentOrder } from '../../providers/payments';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { paymentSettings } from './settings';
import type { DepositOrdersTable } from './tables';
import { depositStatusAt, matchStatusAt } from './timed-states';

export type DepositRow = Selectable<DepositOrdersTable>;

/** The order as a payment provider is given it. */
export const paymentOrderOf = (row: DepositRow): PaymentOrder => ({
  orderNo: row.order_no,
  memberId: row.member_id,
  channel: row.channel,
  amount: Number(row.amount_minor),
  currency: row.currency,
  expiresAt: row.expires_at,
});

/**
 * Where the member pays a gateway order: the address its provider answered when it opened. An
 * order opened before addresses were kept asks its provider again while it can still be paid.
 */
async function payUrlOf(ctx: ServerContext, row: DepositRow, status: string): Promise<string | null> {
  if (row.p2p) return null;
  if (row.pay_url !== null) return row.pay_url;
  const provider = status === 'pending' ? ctx.payments.named(row.provider) : null;
  return provider ? provider.startPayment(paymentOrderOf(row)) : null;
}

/**
 * The order as the depositor sees it now, timed steps already due shown (the sweep writes them);
 * a P2P order carries the payee's bank details and the match state.
 */
export async function depositView(ctx: ServerContext, db: Db, row: DepositRow): Promise<DepositOrder> {
  const at = now(ctx);
  let payee: DepositOrder['payee'] = null;
  let matchStatus: string | null = null;
  if (row.p2p) {
    const match = await db
      .selectFrom('withdrawal_matches')
      .innerJoin('withdrawals', 'withdrawals.id', 'withdrawal_matches.withdrawal_id')
      .select([
        'withdrawal_matches.status',
        'withdrawal_matches.paid_at',
        'withdrawal_matches.amount_minor',
        'withdrawals.bank_name',
        'withdrawals.bank_account_number',
        'withdrawals.bank_account_holder',
      ])
      .where('withdrawal_matches.deposit_order_id', '=', row.id)
      .executeTakeFirst();
    if (match) {
      const settings = await paymentSettings(db);
      matchStatus = matchStatusAt({ ...match, order_expires_at: row.expires_at }, at, settings);
      payee = {
        bankName: match.bank_name,
        accountNumber: match.bank_account_number,
        accountHolderName: match.bank_account_holder,
      };
    }
  }
  const status = depositStatusAt(row, matchStatus, at) as DepositOrder['status'];
  return {
    orderNo: row.order_no,
    channel: row.channel,
    amount: Number(row.amount_minor),
    status,
    p2p: row.p2p,
    payUrl: await payUrlOf(ctx, row, status),
    payee,
    matchStatus,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}
