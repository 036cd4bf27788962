import type { GameEligibility } from '../../../src/core/contract/eligibility';

/** Whether a round of this game takes part: its vendor, its category (the game type) or its code is listed. */
export const eligibleGame = (
  eligible: GameEligibility,
  round: { vendorCode: string; gameType: string; gameCode: string },
): boolean =>
  eligible.vendors.includes(round.vendorCode) ||
  eligible.categories.includes(round.gameType) ||
  eligible.games.includes(round.gameCode);
