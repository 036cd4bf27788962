import type { Selectable } from 'kysely';
import type { Withdrawal } from '../../../src/core/contract/funds';
import type { Db } from '../database';
import type { PaymentSettings } from './settings';
import type { WithdrawalsTable } from './tables';
import { forcedAt, withdrawalAt } from './timed-states';

export type WithdrawalRow = Selectable<WithdrawalsTable>;

/**
 * The withdrawal as its owner sees it at `at`: received and remaining amounts and every matched
 * deposit, with the timed steps already due shown (the sweep writes them).
 */
export async function withdrawalView(
  db: Db,
  row: WithdrawalRow,
  settings: PaymentSettings,
  at: Date,
): Promise<Withdrawal> {
  const matches = await db
    .selectFrom('withdrawal_matches')
    .innerJoin('deposit_orders', 'deposit_orders.id', 'withdrawal_matches.deposit_order_id')
    .select((eb) => [
      'withdrawal_matches.id',
      'withdrawal_matches.amount_minor',
      'withdrawal_matches.status',
      'withdrawal_matches.paid_at',
      'deposit_orders.expires_at as order_expires_at',
      eb
        .selectFrom('withdrawal_proofs')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('withdrawal_proofs.match_id', '=', 'withdrawal_matches.id')
        .as('proofs'),
    ])
    .where('withdrawal_matches.withdrawal_id', '=', row.id)
    .orderBy('withdrawal_matches.id')
    .execute();
  const shown = withdrawalAt(row, matches, at, settings);
  const received = matches
    .filter((_, index) => ['received', 'forced'].includes(shown.matchStatuses[index]!))
    .reduce((sum, match) => sum + Number(match.amount_minor), 0);
  const gatewayPaid = shown.gatewayPaid;
  const amount = Number(row.amount_minor);
  return {
    withdrawalNo: row.withdrawal_no,
    amount,
    status: shown.status as Withdrawal['status'],
    receivedAmount: received + gatewayPaid,
    remainingAmount: amount - received - gatewayPaid,
    gatewayPaidAmount: gatewayPaid,
    matches: matches.map((match, index) => {
      const status = shown.matchStatuses[index]!;
      return {
        matchId: match.id,
        amount: Number(match.amount_minor),
        status: status as Withdrawal['matches'][number]['status'],
        proofCount: Number(match.proofs ?? 0),
        forcedAt: status === 'paid' && match.paid_at ? forcedAt(match.paid_at, settings).toISOString() : null,
      };
    }),
    createdAt: row.created_at.toISOString(),
    completedAt: shown.completedAt?.toISOString() ?? null,
  };
}
