import { call, promo } from '../../../core';
import type { Reward } from '../../../core/contract/promo';
import type { RewardAction } from './states';

export interface ApplicationInput {
  /** Trimmed; left out when empty. */
  comment?: string;
  /** Upload ids of the application's images (applicationImage), in order. */
  images?: number[];
}

/**
 * Sends one promotion action and answers the promotion in its new state: join, claim (paid at
 * once), claim a raffle prize, or apply for a reviewed reward with a comment and images. The
 * idempotency key is the caller's, kept until it succeeds, so a retry never pays twice.
 */
export function sendRewardAction(
  promotionId: number,
  action: Exclude<RewardAction, null>,
  idempotencyKey: string,
  application: ApplicationInput = {},
): Promise<Reward> {
  if (action === 'join') return call(promo.signUpPromotionJoin, { promotionId });
  if (action === 'raffle') return call(promo.claimRafflePromotion, { promotionId }, { idempotencyKey });
  const { comment, images } = application;
  return call(
    promo.signUpRequestReward,
    {
      promotionId,
      ...(action === 'apply' && comment ? { comment } : {}),
      ...(action === 'apply' && images?.length ? { images } : {}),
    },
    { idempotencyKey },
  );
}
