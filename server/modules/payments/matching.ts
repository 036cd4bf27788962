import { sql } from 'kysely';
import type { Db } from '../database';
import type { DepositRow } from './deposit-view';
import type { PaymentSettings } from './settings';
import { minutes } from './settings';
import { HOLDING_MATCH_STATES } from './timed-states';

/** What of a withdrawal no match and no gateway payout covers yet. */
export async function unmatchedRemainder(db: Db, withdrawalId: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => [
      'amount_minor',
      'gateway_paid_minor',
      eb
        .selectFrom('withdrawal_matches')
        .select(sql<number>`coalesce(sum(amount_minor), 0)`.as('sum'))
        .where('withdrawal_id', '=', withdrawalId)
        .where('status', 'in', [...HOLDING_MATCH_STATES])
        .as('matched'),
    ])
    .where('id', '=', withdrawalId)
    .executeTakeFirstOrThrow();
  return Number(row.amount_minor) - Number(row.gateway_paid_minor) - Number(row.matched ?? 0);
}

/**
 * Turns a fresh deposit order into a person-to-person one when the oldest pending withdrawal of
 * another member, still inside its matching window, has room for the whole amount. The
 * withdrawal row is locked so two deposits cannot take the same room. Runs in the caller's
 * transaction; answers the updated order, or null when nothing matched.
 */
export async function openP2pMatch(
  trx: Db,
  order: DepositRow,
  settings: PaymentSettings,
  at: Date,
): Promise<DepositRow | null> {
  const windowStart = new Date(at.getTime() - minutes(settings.matchingWindowMinutes));
  const candidates = await trx
    .selectFrom('withdrawals')
    .select('id')
    .where('status', '=', 'pending')
    .where('member_id', '!=', order.member_id)
    .where('created_at', '>', windowStart)
    .orderBy('created_at')
    .orderBy('id')
    .limit(20)
    .forUpdate()
    .execute();
  for (const candidate of candidates) {
    if ((await unmatchedRemainder(trx, candidate.id)) < Number(order.amount_minor)) continue;
    await trx
      .insertInto('withdrawal_matches')
      .values({
        withdrawal_id: candidate.id,
        deposit_order_id: order.id,
        amount_minor: order.amount_minor,
        status: 'awaiting_payment',
        created_at: at,
        paid_at: null,
        answered_at: null,
      })
      .execute();
    return trx
      .updateTable('deposit_orders')
      .set({ p2p: true, provider: null })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return null;
}
