import type { Db } from '../database';
import { parseWheel, segmentsOf } from './rules';
import { brandDay, poolUse, type WheelRow, wheelOf } from './wheel';

/**
 * Defines or replaces the brand's wheel from an operator's body (validated by parseWheel). Today's pool use
 * stays with each segment's position.
 */
export async function setWheel(db: Db, body: unknown, at: Date): Promise<void> {
  const input = parseWheel(body);
  const values = {
    segments: JSON.stringify(segmentsOf(input)),
    daily_for_play: input.earning.dailyForPlay,
    from_missions: input.earning.fromMissions,
    points_per_spin: input.earning.pointsPerSpin,
    updated_at: at,
  };
  await db
    .insertInto('wheel_definitions')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

/** The wheel as the operator gives it (the same shape setWheel takes), or null. */
export const definitionOf = (wheel: WheelRow) => ({
  segments: wheel.segments,
  earning: {
    dailyForPlay: wheel.daily_for_play,
    fromMissions: wheel.from_missions,
    pointsPerSpin: wheel.points_per_spin,
  },
});

/** The wheel, its brand day and each segment's pool use that day, as the operator API, CLI and console show it. */
export async function operatorWheel(db: Db, at: Date, timeZone: string) {
  const wheel = await wheelOf(db);
  const day = brandDay(at, timeZone);
  if (!wheel) return { enabled: false, timeZone, day, wheel: null, pools: [] };
  const used = await poolUse(db, day);
  return {
    enabled: true,
    timeZone,
    day,
    updatedAt: wheel.updated_at.toISOString(),
    wheel: definitionOf(wheel),
    pools: wheel.segments.map((segment, index) => ({
      index,
      dailyPool: segment.dailyPool,
      usedToday: used.get(index) ?? 0,
      leftToday: segment.dailyPool === null ? null : Math.max(0, segment.dailyPool - (used.get(index) ?? 0)),
    })),
  };
}
