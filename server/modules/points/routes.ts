import type { FastifyInstance } from 'fastify';
import { headers, points } from '../../../src/core/contract';
import type { Reader } from '../../config/localized-text';
import { pageOf } from '../../db/paging';
import { route } from '../../http/route';
import { now, type ServerContext } from '../context';
import { requireRealMember } from '../payments/guards';
import { checkPaymentPassword } from '../payments/payment-password';
import { languageKeys } from '../system/language';
import { pointBalance } from './balance';
import { convertPoints } from './convert';
import { redeemReward, redemptionDecisions, redemptionsOf } from './redeem';
import { rewardArt } from './reward-art';
import { rewardsOnOffer } from './rewards';

/**
 * Loyalty points: earned through the round-settled hook, listed, redeemed in the points mall
 * (the operator decides each redemption) and converted to money. Every call needs a session;
 * free-play accounts see their (empty) balance but cannot redeem or convert.
 */
export function pointsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const config = () => ctx.operator.current().points;
  /** The language the site asked in (the Language header, as every text the server answers), and the brand's default. */
  const readerOf = (request: { headers: Record<string, unknown> }): Reader => {
    const defaultLanguage = ctx.operator.current().languages.default;
    const asked = languageKeys(request.headers[headers.language.toLowerCase()]);
    return { language: asked?.at(-1) ?? null, defaultLanguage };
  };
  const memberOf = async (memberId: number) =>
    ctx.db
      .selectFrom('members')
      .select(['id', 'username'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();

  ctx.decisions.register(redemptionDecisions(ctx));

  route(app, ctx, points.pointConfig, async () => {
    const { amountRequirement, exchangeRatio, pointsRequirement } = config();
    return { amountRequirement, exchangeRatio, pointsRequirement };
  });

  route(app, ctx, points.pointBalance, async (_input, call) =>
    pointBalance(ctx.db, call.session.memberId, config()),
  );

  route(app, ctx, points.pointRewards, async (_input, call) => ({
    list: await rewardsOnOffer(ctx.db, config(), ctx.publicUrl, readerOf(call.request), now(ctx)),
  }));

  route(app, ctx, points.redeemPointReward, async (input, call) => {
    const memberId = call.session.memberId;
    await requireRealMember(ctx.db, memberId);
    await checkPaymentPassword(ctx, memberId, input.paymentPassword);
    return redeemReward(ctx.db, config(), await memberOf(memberId), input, readerOf(call.request), now(ctx));
  });

  route(app, ctx, points.redeemList, async (input, call) => {
    const { list, total } = await redemptionsOf(
      ctx.db,
      await memberOf(call.session.memberId),
      input.page,
      input.pageSize,
      readerOf(call.request),
    );
    return pageOf(list, total, input);
  });

  route(app, ctx, points.convertPoint, async (input, call) => {
    const memberId = call.session.memberId;
    await requireRealMember(ctx.db, memberId);
    await checkPaymentPassword(ctx, memberId, input.paymentPassword);
    return convertPoints(
      ctx.db,
      config(),
      memberId,
      { points: input.points, requestKey: call.idempotencyKey },
      now(ctx),
    );
  });

  app.get<{ Params: { name: string } }>('/assets/rewards/:name', async (request, reply) => {
    const svg = rewardArt(request.params.name.replace(/\.svg$/, ''));
    if (!svg) return reply.callNotFound();
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
