import type { FastifyInstance } from 'fastify';
import { promo } from '../../../src/core/contract';
import { route } from '../../http/route';
import type { ServerContext } from '../context';
import { realMemberOf } from '../member/guard';
import { applicationOf, uploadApplicationImage } from './applications';
import { bonusDetails } from './bonus-details';
import { referralInfo } from './referral';
import { applicationDecisions, claimRaffle, joinPromotion, requestReward, rewardCenter } from './rewards';

/**
 * Reward centre, applications to REQUEST promotions (with images, decided by the operator), bonus
 * details and referral; free-play accounts may look but not join or claim. */
export function promoRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, promo.rewardCenter, async (_input, call) => ({
    list: await rewardCenter(ctx, call.session.memberId),
  }));
  route(app, ctx, promo.signUpPromotionJoin, async (input, call) =>
    joinPromotion(ctx, (await realMemberOf(ctx.db, call)).id, input.promotionId),
  );
  route(app, ctx, promo.signUpRequestReward, async (input, call) =>
    requestReward(ctx, (await realMemberOf(ctx.db, call)).id, input),
  );
  route(app, ctx, promo.claimRafflePromotion, async (input, call) =>
    claimRaffle(ctx, (await realMemberOf(ctx.db, call)).id, input.promotionId),
  );
  route(app, ctx, promo.applicationImage, async ({ query, bytes, contentType }, call) =>
    uploadApplicationImage(ctx, (await realMemberOf(ctx.db, call)).id, query.promotionId, {
      bytes,
      contentType,
    }),
  );
  route(app, ctx, promo.application, async (input, call) =>
    applicationOf(ctx, call.session.memberId, input.promotionId),
  );
  ctx.decisions.register(applicationDecisions);
  route(app, ctx, promo.bonusDetails, async (input, call) => bonusDetails(ctx, call.session.memberId, input));
  route(app, ctx, promo.referral, async (_input, call) =>
    referralInfo(ctx, await realMemberOf(ctx.db, call)),
  );
}
