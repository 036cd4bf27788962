import type { PointsConfig } from '../../config/operator';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';

/**
 * Converts points to wallet money at the exchange ratio (the payment password already
 * checked): one ledger transfer per asset (points to the house, money from the house to the
 * main wallet), both keyed by the request's idempotency key, in one transaction.
 */
export async function convertPoints(
  db: Db,
  config: PointsConfig,
  memberId: number,
  input: { points: number; requestKey: string },
  at: Date,
) {
  if (input.points < config.pointsRequirement) {
    fail('POINTS_BELOW_REQUIREMENT', { points: config.pointsRequirement });
  }
  const money = input.points * config.exchangeRatio;
  if (!Number.isSafeInteger(money)) fail('INVALID_INPUT', null, { points: 'err_invalid_input' });
  const key = `points:convert:${memberId}:${input.requestKey}`;
  return inTransaction(db, async (trx) => {
    const points = await accountFor(trx, memberId, 'points_member', at);
    await transfer(trx, {
      idempotencyKey: `${key}:points`,
      kind: 'points_convert',
      memo: `${input.points} points converted`,
      legs: [
        { accountId: points, amountMinor: -input.points },
        { accountId: await accountFor(trx, null, 'points_converted', at), amountMinor: input.points },
      ],
      at,
    });
    if (money > 0) {
      await transfer(trx, {
        idempotencyKey: `${key}:money`,
        kind: 'points_cash',
        memo: `${input.points} points converted`,
        legs: [
          { accountId: await accountFor(trx, null, 'house_points', at), amountMinor: -money },
          { accountId: await accountFor(trx, memberId, 'player_main', at), amountMinor: money },
        ],
        at,
      });
    }
    const left = await trx
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('id', '=', points)
      .executeTakeFirstOrThrow();
    return { points: input.points, money, currentPoints: Number(left.balance_minor) };
  });
}
