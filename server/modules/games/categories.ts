import { COCKFIGHT_CODES, type GameCategory, type GameClassify } from '../../../src/core/contract/games';

const cockfight = new Set<string>(COCKFIGHT_CODES);

/**
 * The category a vendor is shown in: sports vendors in the cockfight list move to COCKFIGHT
 * (spec section 2), whichever of the two they were filed under.
 */
export function shownCategory(vendorCode: string, gameType: string): GameCategory {
  if (cockfight.has(vendorCode) && (gameType === 'SPORTS' || gameType === 'COCKFIGHT')) return 'COCKFIGHT';
  return gameType as GameCategory;
}

export function shownClassify(vendorCode: string, gameType: string, classify: string): GameClassify {
  return shownCategory(vendorCode, gameType) === 'COCKFIGHT' ? 'COCKFIGHT' : (classify as GameClassify);
}
