import type { Selectable } from 'kysely';
import type { Withdrawal } from '../../../src/core/contract/funds';
import type { Db } from '../../db/connection';
import { minutes, type PaymentSettings } from './settings';
import type { WithdrawalsTable } from './tables';

export type WithdrawalRow = Selectable<WithdrawalsTable>;

/** The withdrawal as its owner sees it: received and remaining amounts and every matched deposit. */
export async function withdrawalView(
  db: Db,
  row: WithdrawalRow,
  settings: PaymentSettings,
): Promise<Withdrawal> {
  const matches = await db
    .selectFrom('withdrawal_matches')
    .select((eb) => [
      'id',
      'amount_minor',
      'status',
      'paid_at',
      eb
        .selectFrom('withdrawal_proofs')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('withdrawal_proofs.match_id', '=', 'withdrawal_matches.id')
        .as('proofs'),
    ])
    .where('withdrawal_id', '=', row.id)
    .orderBy('id')
    .execute();
  const received = matches
    .filter((match) => match.status === 'received' || match.status === 'forced')
    .reduce((sum, match) => sum + Number(match.amount_minor), 0);
  const gatewayPaid = Number(row.gateway_paid_minor);
  const amount = Number(row.amount_minor);
  return {
    withdrawalNo: row.withdrawal_no,
    amount,
    status: row.status as Withdrawal['status'],
    receivedAmount: received + gatewayPaid,
    remainingAmount: amount - received - gatewayPaid,
    gatewayPaidAmount: gatewayPaid,
    matches: matches.map((match) => ({
      matchId: match.id,
      amount: Number(match.amount_minor),
      status: match.status as Withdrawal['matches'][number]['status'],
      proofCount: Number(match.proofs ?? 0),
      forcedAt:
        match.status === 'paid' && match.paid_at
          ? new Date(match.paid_at.getTime() + minutes(settings.forcedReceiptMinutes)).toISOString()
          : null,
    })),
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}
