import type { Selectable } from 'kysely';
import type { DepositOrder } from '../../../src/core/contract/funds';
import { now, type ServerContext } from '../../context';
import type { Db } from '../../db/connection';
import { paymentSettings } from './settings';
import type { DepositOrdersTable } from './tables';
import { depositStatusAt, matchStatusAt } from './timed-states';

export type DepositRow = Selectable<DepositOrdersTable>;

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
  return {
    orderNo: row.order_no,
    channel: row.channel,
    amount: Number(row.amount_minor),
    status: depositStatusAt(row, matchStatus, at) as DepositOrder['status'],
    p2p: row.p2p,
    payUrl: row.p2p ? null : `${ctx.publicUrl}/gateway/pay/${row.order_no}`,
    payee,
    matchStatus,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}
