import { type Reader, textIn } from '../../config/localized-text';
import type { PointRewardConfig, PointsConfig } from '../../config/operator';
import { fail } from '../../http/envelope';
import type { Db } from '../database';

/** Gives every configured reward its stock row (its initial stock) the first time it is seen. */
async function stockRows(db: Db, config: PointsConfig, at: Date) {
  if (config.rewards.length === 0) return new Map<string, number>();
  await db
    .insertInto('point_rewards')
    .values(
      config.rewards.map((reward) => ({
        code: reward.code,
        stock_left: reward.stock,
        initial_stock: reward.stock,
        created_at: at,
      })),
    )
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  const rows = await db
    .selectFrom('point_rewards')
    .select(['code', 'stock_left'])
    .where(
      'code',
      'in',
      config.rewards.map((reward) => reward.code),
    )
    .execute();
  return new Map(rows.map((row) => [row.code, row.stock_left]));
}

const imageUrl = (image: string, publicUrl: string) =>
  image.startsWith('/') ? `${publicUrl}${image}` : image;

/** The rewards on offer, in the operator's order and the reader's language, with what is left of each. */
export async function rewardsOnOffer(
  db: Db,
  config: PointsConfig,
  publicUrl: string,
  reader: Reader,
  at: Date,
) {
  const stock = await stockRows(db, config, at);
  return config.rewards.map((reward) => ({
    code: reward.code,
    name: textIn(reward.name, reader.language, reader.defaultLanguage),
    image: imageUrl(reward.image, publicUrl),
    cost: reward.cost,
    stockLeft: stock.get(reward.code) ?? 0,
    kind: reward.kind,
    money: reward.kind === 'money' ? reward.moneyMinor : 0,
  }));
}

/**
 * Takes `quantity` items of a reward out of stock: one conditional update, so of two members
 * after the last item exactly one gets it (REWARD_OUT_OF_STOCK for the other).
 */
export async function takeFromStock(
  db: Db,
  config: PointsConfig,
  code: string,
  quantity: number,
  at: Date,
): Promise<PointRewardConfig> {
  const reward = config.rewards.find((candidate) => candidate.code === code);
  if (!reward) fail('REWARD_NOT_FOUND');
  await stockRows(db, config, at);
  const taken = await db
    .updateTable('point_rewards')
    .set((eb) => ({ stock_left: eb('stock_left', '-', quantity) }))
    .where('code', '=', code)
    .where('stock_left', '>=', quantity)
    .returning('stock_left')
    .executeTakeFirst();
  if (!taken) fail('REWARD_OUT_OF_STOCK');
  return reward;
}

/** Puts items of a rejected redemption back in stock. */
export async function returnToStock(db: Db, code: string, quantity: number): Promise<void> {
  await db
    .updateTable('point_rewards')
    .set((eb) => ({ stock_left: eb('stock_left', '+', quantity) }))
    .where('code', '=', code)
    .execute();
}
