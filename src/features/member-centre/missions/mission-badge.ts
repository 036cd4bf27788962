import { call, promo } from '../../../core';

/** The menu badge of the missions page: missions not yet claimed this period. */
export function missionBadge(): Promise<number> {
  return call(promo.missionSummary, {}).then(({ count }) => count);
}
