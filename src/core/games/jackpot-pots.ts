import { call } from '../api';
import type { GameEligibility } from '../contract/eligibility';
import { jackpotList } from '../contract/jackpots';

/** A pot's id and the games that feed it: what a game card needs to show its badge. */
export interface JackpotPot {
  jackpotId: number;
  eligible: GameEligibility;
}

/** The brand's pots and the games they take (one jackpotList call); none where jackpots are off. */
export async function readJackpotPots(): Promise<JackpotPot[]> {
  const { enabled, list } = await call(jackpotList, {});
  return enabled ? list.map(({ jackpotId, eligible }) => ({ jackpotId, eligible })) : [];
}
