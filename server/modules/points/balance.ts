import type { PointsConfig } from '../../config/operator';
import type { Db } from '../database';

/** What a member holds in points: spendable, held by pending redemptions, and the bet towards the next one. */
export async function pointBalance(db: Db, memberId: number, config: PointsConfig) {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance_minor'])
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['points_member', 'points_held'])
    .execute();
  const held = (kind: string) =>
    Number(accounts.find((account) => account.kind === kind)?.balance_minor ?? 0);
  const carry = await db
    .selectFrom('point_carry')
    .select('carry_minor')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const currentPoints = held('points_member');
  const heldPoints = held('points_held');
  return {
    currentPoints,
    heldPoints,
    pointsBalance: currentPoints + heldPoints,
    worth: currentPoints * config.exchangeRatio,
    towardsNextPoint: Number(carry?.carry_minor ?? 0),
  };
}
