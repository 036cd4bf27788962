import type { LotteryGame } from './games';

/**
 * Draw times. Vietnam keeps UTC+7 all year (Asia/Ho_Chi_Minh has had no daylight saving since
 * 1975), so a fixed offset gives its wall-clock times exactly.
 */
const VIETNAM_OFFSET_MS = 7 * 3600_000;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** One scheduled draw of a game: its public id, when it draws and when its betting closes. */
export interface ScheduledDraw {
  /** `<game>-<YYYYMMDD>-<HHMM>` in Vietnam's time, e.g. XSMB-20250115-1815: also the seed's input. */
  drawId: string;
  gameCode: string;
  drawAt: Date;
  closeAt: Date;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The draw id of a game's draw at a moment. */
export function drawIdOf(gameCode: string, drawAt: Date): string {
  const local = new Date(drawAt.getTime() + VIETNAM_OFFSET_MS);
  const day = `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}`;
  return `${gameCode}-${day}-${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}`;
}

export function scheduledDraw(game: LotteryGame, drawAt: Date): ScheduledDraw {
  return {
    drawId: drawIdOf(game.code, drawAt),
    gameCode: game.code,
    drawAt,
    closeAt: new Date(drawAt.getTime() - game.closeSeconds * 1000),
  };
}

/** Minutes after local midnight of an "HH:MM" time. */
const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The draw time of the local day `dayIndex` (days since 1970-01-01 in Vietnam), or null when the game rests that day. */
function weeklyDrawOn(schedule: { weekdays: readonly number[]; at: string }, dayIndex: number): Date | null {
  // 1970-01-01 was a Thursday (weekday 4).
  const weekday = (((dayIndex + 4) % 7) + 7) % 7;
  if (!schedule.weekdays.includes(weekday)) return null;
  return new Date(dayIndex * DAY + minutesOfDay(schedule.at) * MINUTE - VIETNAM_OFFSET_MS);
}

const localDayIndex = (at: Date) => Math.floor((at.getTime() + VIETNAM_OFFSET_MS) / DAY);

/** The draws of a game from the first one after `from` on, soonest first, at most `count`. */
export function drawsAfter(game: LotteryGame, from: Date, count: number): ScheduledDraw[] {
  const draws: ScheduledDraw[] = [];
  const { schedule } = game;
  if ('everyMinutes' in schedule) {
    const step = schedule.everyMinutes * MINUTE;
    let next = Math.floor(from.getTime() / step) * step + step;
    while (draws.length < count) {
      draws.push(scheduledDraw(game, new Date(next)));
      next += step;
    }
    return draws;
  }
  for (let day = localDayIndex(from); draws.length < count; day++) {
    const drawAt = weeklyDrawOn(schedule, day);
    if (drawAt && drawAt.getTime() > from.getTime()) draws.push(scheduledDraw(game, drawAt));
  }
  return draws;
}

/** The draws of a game at or before `until`, newest first, at most `count`. */
export function drawsUntil(game: LotteryGame, until: Date, count: number): ScheduledDraw[] {
  const draws: ScheduledDraw[] = [];
  const { schedule } = game;
  if ('everyMinutes' in schedule) {
    const step = schedule.everyMinutes * MINUTE;
    let last = Math.floor(until.getTime() / step) * step;
    while (draws.length < count) {
      draws.push(scheduledDraw(game, new Date(last)));
      last -= step;
    }
    return draws;
  }
  for (let day = localDayIndex(until); draws.length < count; day--) {
    const drawAt = weeklyDrawOn(schedule, day);
    if (drawAt && drawAt.getTime() <= until.getTime()) draws.push(scheduledDraw(game, drawAt));
  }
  return draws;
}

/** The draw a bet placed at `at` goes to: the first whose betting has not closed. */
export function openDraw(game: LotteryGame, at: Date): ScheduledDraw {
  const [next, after] = drawsAfter(game, at, 2);
  return next!.closeAt.getTime() > at.getTime() ? next! : after!;
}

/** The scheduled draw a draw id names, or null when the game does not draw then. */
export function drawById(game: LotteryGame, drawId: string): ScheduledDraw | null {
  const match = /^(.+)-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(drawId);
  if (!match || match[1] !== game.code) return null;
  const [, , year, month, day, hour, minute] = match.map(Number) as number[];
  const drawAt = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!) - VIETNAM_OFFSET_MS);
  // Only a real draw of the schedule: the first draw after a moment just before it is itself.
  const [first] = drawsAfter(game, new Date(drawAt.getTime() - 1), 1);
  return first && first.drawAt.getTime() === drawAt.getTime() && first.drawId === drawId ? first : null;
}
