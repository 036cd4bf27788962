import type { Selectable } from 'kysely';
import type { Mission } from '../../../src/core/contract/promo';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { maskAccount } from '../auth/mask-account';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import type { MissionEntriesTable, MissionsTable } from '../missions/tables';
import type { GrantMissionSpins } from '../module';
import { payReward } from '../promo/payout';
import { periodDays, periodOf } from '../records/periods';
import { progressOf } from './progress';

type MissionRow = Selectable<MissionsTable>;
type EntryRow = Selectable<MissionEntriesTable>;

const LEADERBOARD_SIZE = 20;

function currentPeriod(ctx: ServerContext, mission: MissionRow) {
  return periodOf(now(ctx), mission.period);
}

function missionOf(
  ctx: ServerContext,
  mission: MissionRow,
  entry: EntryRow | undefined,
  progress: number,
): Mission {
  const period = currentPeriod(ctx, mission);
  const target = Number(mission.target);
  const state = !entry ? 'join' : entry.claimed_at ? 'claimed' : progress >= target ? 'claim' : 'joined';
  return {
    missionId: mission.id,
    code: mission.code,
    title: mission.title,
    goal: mission.goal,
    target,
    progress: Math.min(progress, target),
    reward: Number(mission.reward_minor),
    rewardSpins: mission.reward_spins,
    period: mission.period,
    ...periodDays(period),
    state,
  };
}

async function missionById(db: Db, missionId: number): Promise<MissionRow> {
  const mission = await db
    .selectFrom('missions')
    .selectAll()
    .where('id', '=', missionId)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!mission) fail('NOT_FOUND');
  return mission;
}

async function entryOf(db: Db, mission: MissionRow, memberId: number, periodStart: Date) {
  return db
    .selectFrom('mission_entries')
    .selectAll()
    .where('mission_id', '=', mission.id)
    .where('member_id', '=', memberId)
    .where('period_start', '=', periodStart)
    .executeTakeFirst();
}

async function memberMission(
  ctx: ServerContext,
  db: Db,
  mission: MissionRow,
  memberId: number,
): Promise<Mission> {
  const period = currentPeriod(ctx, mission);
  const entry = await entryOf(db, mission, memberId, period.start);
  const progress =
    (await progressOf(db, mission.goal, [memberId], period.start, period.end)).get(memberId) ?? 0;
  return missionOf(ctx, mission, entry, progress);
}

export async function missionSummary(ctx: ServerContext, memberId: number) {
  const missions = await ctx.db
    .selectFrom('missions')
    .selectAll()
    .where('enabled', '=', true)
    .orderBy('sort')
    .execute();
  const list: Mission[] = [];
  for (const mission of missions) list.push(await memberMission(ctx, ctx.db, mission, memberId));
  return { list, count: list.filter((item) => item.state !== 'claimed').length };
}

/** Joins a mission for the current period; progress counts from the period's start. */
export async function joinMission(ctx: ServerContext, memberId: number, missionId: number): Promise<Mission> {
  const mission = await missionById(ctx.db, missionId);
  const period = currentPeriod(ctx, mission);
  await ctx.db
    .insertInto('mission_entries')
    .values({
      mission_id: mission.id,
      member_id: memberId,
      period_start: period.start,
      joined_at: now(ctx),
      claimed_at: null,
      transfer_id: null,
    })
    .onConflict((conflict) => conflict.columns(['mission_id', 'member_id', 'period_start']).doNothing())
    .execute();
  return memberMission(ctx, ctx.db, mission, memberId);
}

/**
 * Pays a completed mission once per period: the entry is marked claimed under its row lock. A mission's
 * lucky-wheel spins are given in the same transaction (`grantMissionSpins`, the wheel module's).
 */
export async function claimMission(
  ctx: ServerContext,
  memberId: number,
  missionId: number,
  grantMissionSpins?: GrantMissionSpins,
): Promise<Mission> {
  const mission = await missionById(ctx.db, missionId);
  const period = currentPeriod(ctx, mission);
  const at = now(ctx);
  return inTransaction(ctx.db, async (trx) => {
    const entry = await entryOf(trx, mission, memberId, period.start);
    if (!entry) fail('MISSION_NOT_JOINED');
    const progress =
      (await progressOf(trx, mission.goal, [memberId], period.start, period.end)).get(memberId) ?? 0;
    if (progress < Number(mission.target))
      fail('MISSION_NOT_COMPLETE', { progress, target: Number(mission.target) });
    const claimed = await trx
      .updateTable('mission_entries')
      .set({ claimed_at: at })
      .where('mission_id', '=', mission.id)
      .where('member_id', '=', memberId)
      .where('period_start', '=', period.start)
      .where('claimed_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) fail('REWARD_ALREADY_CLAIMED');
    const transferId =
      Number(mission.reward_minor) > 0
        ? await payReward(trx, {
            rewardKey: `mission:${mission.id}:member:${memberId}:period:${period.start.toISOString()}`,
            memberId,
            amountMinor: Number(mission.reward_minor),
            memo: mission.title,
            at,
          })
        : null;
    if (mission.reward_spins > 0 && grantMissionSpins) {
      await grantMissionSpins(trx, {
        missionId: mission.id,
        memberId,
        periodStart: period.start,
        spins: mission.reward_spins,
        at,
      });
    }
    await trx
      .updateTable('mission_entries')
      .set({ transfer_id: transferId })
      .where('mission_id', '=', mission.id)
      .where('member_id', '=', memberId)
      .where('period_start', '=', period.start)
      .execute();
    return missionOf(ctx, mission, { ...claimed, transfer_id: transferId }, progress);
  });
}

/** Joined members ranked by progress this period (ties by who joined first); accounts are masked. */
export async function missionLeaderboard(ctx: ServerContext, memberId: number, missionId: number) {
  const mission = await missionById(ctx.db, missionId);
  const period = currentPeriod(ctx, mission);
  const entries = await ctx.db
    .selectFrom('mission_entries')
    .innerJoin('members', 'members.id', 'mission_entries.member_id')
    .select(['members.id', 'members.username', 'mission_entries.joined_at'])
    .where('mission_entries.mission_id', '=', mission.id)
    .where('mission_entries.period_start', '=', period.start)
    .execute();
  const progress = await progressOf(
    ctx.db,
    mission.goal,
    entries.map((entry) => entry.id),
    period.start,
    period.end,
  );
  const ranked = entries
    .map((entry) => ({ ...entry, progress: progress.get(entry.id) ?? 0 }))
    .sort((a, b) => b.progress - a.progress || a.joined_at.getTime() - b.joined_at.getTime() || a.id - b.id)
    .map((entry, index) => ({ ...entry, rank: index + 1 }));
  const mine = ranked.find((entry) => entry.id === memberId);
  return {
    missionId: mission.id,
    periodStart: periodDays(period).periodStart,
    list: ranked.slice(0, LEADERBOARD_SIZE).map((entry) => ({
      rank: entry.rank,
      account: maskAccount(entry.username),
      progress: entry.progress,
    })),
    me: mine ? { rank: mine.rank, progress: mine.progress } : null,
  };
}
