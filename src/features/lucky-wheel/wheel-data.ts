import { call, numberFormat, wheel } from '../../core';
import type { WheelSegment, WheelState } from '../../core/contract/wheel';

/** What the wheel shows: the wheel as it stands and, for a signed-in member, their side of it. */
export interface WheelData {
  wheel: { enabled: boolean; segments: WheelSegment[]; earning: EarningRules };
  mine: WheelState | null;
}

export type EarningRules = { dailyForPlay: boolean; fromMissions: boolean; pointsPerSpin: number | null };

export async function loadWheel(language: string, signedIn: boolean): Promise<WheelData> {
  const [shown, mine] = await Promise.all([
    call(wheel.wheel, { language }),
    signedIn ? call(wheel.myWheel, {}) : null,
  ]);
  return { wheel: shown, mine };
}

/** Parts per million as a percentage in the reader's language: 125000 → "12.5%" (en), "12,5 %" (es). */
export function formatChance(language: string, ppm: number): string {
  // A part per million is 0.0001 %: four fraction digits show every chance exactly, so the shown ones sum to 100 %.
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 4 }).format(
    ppm / wheel.PROBABILITY_SCALE,
  );
}

/** Degrees a segment spans when the wheel draws its `count` segments alike. */
export const segmentDegrees = (count: number) => 360 / count;

/**
 * The rotation (degrees, clockwise) that brings segment `index`'s middle under the pointer at the top, at least
 * `turns` whole turns on from `from`.
 */
export function rotationFor(index: number, count: number, from: number, turns: number): number {
  const target = (360 - (index + 0.5) * segmentDegrees(count)) % 360;
  const now = ((from % 360) + 360) % 360;
  return from + turns * 360 + ((target - now + 360) % 360);
}

/** The segment under the pointer at the top after a rotation of `degrees`. */
export function segmentAtPointer(degrees: number, count: number): number {
  const under = (((360 - degrees) % 360) + 360) % 360;
  return Math.floor(under / segmentDegrees(count)) % count;
}
