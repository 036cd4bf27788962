import type { FastifyInstance } from 'fastify';
import { promo } from '../../../src/core/contract';
import { route } from '../../http/route';
import type { ServerContext } from '../context';
import { realMemberOf } from '../member/guard';
import type { GrantMissionSpins } from '../module';
import { claimMission, joinMission, missionLeaderboard, missionSummary } from './missions';

/** Missions: summary with the badge count, leaderboard, join and claim (real accounts only). */
export function missionRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  grantMissionSpins?: GrantMissionSpins,
): void {
  route(app, ctx, promo.missionSummary, async (_input, call) => missionSummary(ctx, call.session.memberId));
  route(app, ctx, promo.missionLeaderboard, async (input, call) =>
    missionLeaderboard(ctx, call.session.memberId, input.missionId),
  );
  route(app, ctx, promo.joinMission, async (input, call) =>
    joinMission(ctx, (await realMemberOf(ctx.db, call)).id, input.missionId),
  );
  route(app, ctx, promo.claimMission, async (input, call) =>
    claimMission(ctx, (await realMemberOf(ctx.db, call)).id, input.missionId, grantMissionSpins),
  );
}
