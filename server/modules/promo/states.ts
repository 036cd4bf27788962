import type { Selectable } from 'kysely';
import type { ActivityState, Reward } from '../../../src/core/contract/promo';
import type { PromotionEntriesTable, PromotionsTable } from '../promo/tables';

export type Promotion = Selectable<PromotionsTable>;
export type PromotionEntry = Selectable<PromotionEntriesTable>;

export const hasStarted = (promotion: Promotion, at: number) => promotion.start_time.getTime() <= at;
export const hasEnded = (promotion: Promotion, at: number) =>
  promotion.end_time !== null && promotion.end_time.getTime() < at;
export const isOpen = (promotion: Promotion, at: number) =>
  promotion.enabled && hasStarted(promotion, at) && !hasEnded(promotion, at);

/**
 * The state a member sees: settled entries keep their outcome (claimed, issued, rejected,
 * applying); otherwise what the member can do next (join, claim, joined), or why not
 * (coming soon, close).
 */
export function stateOf(promotion: Promotion, entry: PromotionEntry | undefined, at: number): ActivityState {
  if (entry && entry.state !== 'joined') return entry.state;
  if (!hasStarted(promotion, at)) return 'coming soon';
  if (hasEnded(promotion, at)) return 'close';
  if (!entry) return promotion.kind === 'RAFFLE' ? 'claim' : 'join';
  return promotion.kind === 'SIGNUP' ? 'claim' : 'joined';
}

export function rewardOf(promotion: Promotion, entry: PromotionEntry | undefined, at: number): Reward {
  return {
    promotionId: promotion.id,
    code: promotion.code,
    kind: promotion.kind,
    title: promotion.title,
    description: promotion.description,
    reward: Number(promotion.reward_minor),
    state: stateOf(promotion, entry, at),
    startTime: promotion.start_time.toISOString(),
    endTime: promotion.end_time?.toISOString() ?? null,
  };
}
