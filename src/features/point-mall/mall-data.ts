import { call, points, type ResponseOf } from '../../core';
import type { PointReward } from '../../core/contract/points';

export type PointConfig = ResponseOf<typeof points.pointConfig>;
export type PointBalance = ResponseOf<typeof points.pointBalance>;

/** What the mall's first screen shows: the points rules, the member's points and the rewards. */
export interface MallData {
  config: PointConfig;
  balance: PointBalance;
  rewards: PointReward[];
}

export async function loadMall(): Promise<MallData> {
  const [config, balance, rewards] = await Promise.all([
    call(points.pointConfig, {}),
    call(points.pointBalance, {}),
    call(points.pointRewards, {}),
  ]);
  return { config, balance, rewards: rewards.list };
}

/** How many items of a reward the member may redeem at once: stock, points and the contract's 99 cap. */
export function mostRedeemable(reward: PointReward, currentPoints: number): number {
  return Math.max(0, Math.min(99, reward.stockLeft, Math.floor(currentPoints / reward.cost)));
}

/** Rewards the member can redeem now first (cheapest first), then the rest by cost, out of stock last. */
export function affordableFirst(rewards: readonly PointReward[], currentPoints: number): PointReward[] {
  const rank = (reward: PointReward) =>
    reward.stockLeft === 0 ? 2 : mostRedeemable(reward, currentPoints) > 0 ? 0 : 1;
  return [...rewards].sort((a, b) => rank(a) - rank(b) || a.cost - b.cost);
}
