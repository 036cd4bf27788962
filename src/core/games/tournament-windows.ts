import { call } from '../api';
import { type TournamentEligibility, tournamentList } from '../contract/tournaments';

/** A tournament's window and the games it counts: what a game card needs to show its badge. */
export interface TournamentWindow {
  startsAtMs: number;
  endsAtMs: number;
  eligible: TournamentEligibility;
}

/** The running and upcoming tournaments' windows and the games they count (one tournamentList call). */
export async function readTournamentWindows(): Promise<TournamentWindow[]> {
  const { list } = await call(tournamentList, {});
  return list
    .filter((item) => item.status === 'running' || item.status === 'upcoming')
    .map((item) => ({
      startsAtMs: Date.parse(item.startsAt),
      endsAtMs: Date.parse(item.endsAt),
      eligible: item.eligible,
    }));
}
