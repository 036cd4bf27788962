import type { FastifyInstance } from 'fastify';
import { vip } from '../../../src/core/contract';
import { isVipForService } from '../../../src/core/contract/vip';
import { inTransaction } from '../../db/transaction';
import { route } from '../../http/route';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { levelOfRank, periodTotals, rankOf } from './levels';
import { reviewRank } from './progress';

/** The member's club label (member info's clubLabel): their level's name and rank. */
export async function clubLabelOf(ctx: ServerContext, memberId: number) {
  const level = levelOfRank(ctx.operator.current().vip, await rankOf(ctx.db, memberId));
  return { labelName: level.name, rankLevel: level.rank };
}

async function historyOf(db: Db, memberId: number) {
  return db
    .selectFrom('vip_history')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
}

/** VIP levels: the VIP page's calls, and the daily review. */
export function vipRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const config = () => ctx.operator.current().vip;
  route(app, ctx, vip.vipLevels, async () => ({ periodDays: config().periodDays, levels: config().levels }));

  route(app, ctx, vip.vipStatus, async (_input, call) => {
    const memberId = call.session.memberId;
    const settings = config();
    const level = levelOfRank(settings, await rankOf(ctx.db, memberId));
    const totals = await periodTotals(ctx.db, memberId, settings, now(ctx));
    const next = settings.levels.find((candidate) => candidate.rank > level.rank);
    const nameOf = (rank: number) => levelOfRank(settings, rank).name;
    return {
      rankLevel: level.rank,
      labelName: level.name,
      periodDays: settings.periodDays,
      ...totals,
      next: next
        ? {
            rank: next.rank,
            name: next.name,
            validBetLeft: Math.max(0, next.validBet - totals.validBet),
            depositsLeft: Math.max(0, next.deposits - totals.deposits),
          }
        : null,
      history: (await historyOf(ctx.db, memberId)).map((row) => ({
        fromRank: row.from_rank,
        toRank: row.to_rank,
        fromName: nameOf(row.from_rank),
        toName: nameOf(row.to_rank),
        reason: row.reason,
        bonus: Number(row.bonus_minor),
        time: row.created_at.toISOString(),
      })),
      csType: isVipForService(level.rank) ? ('VIP' as const) : ('LIVECHAT' as const),
    };
  });
}

/** The periodic review: every member above the first rank is re-read (and moved down if the operator says so). */
export async function reviewVipLevels(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'operator'>,
): Promise<number> {
  const at = now(ctx);
  const members = await ctx.db.selectFrom('vip_members').select('member_id').where('rank', '>', 1).execute();
  for (const member of members) {
    // inTransaction: a bonus the review pays reaches the live channel after the commit.
    await inTransaction(ctx.db, (trx) =>
      reviewRank(trx, member.member_id, ctx.operator.current().vip, at, 'review'),
    );
  }
  return members.length;
}

const REVIEW_EVERY_MS = 24 * 3_600_000;

/** Runs the review once a day, on the node holding the job's lease. */
export function scheduleVipReview(ctx: ServerContext): void {
  ctx.scheduler.every('vip-review', REVIEW_EVERY_MS, () => reviewVipLevels(ctx));
}
