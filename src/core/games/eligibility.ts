import type { GameEligibility } from '../contract/eligibility';
import type { Game } from '../contract/games';

/** Whether a game takes part (in a tournament, in a pot): its vendor, its category or its own code is listed. */
export function countsGame(
  eligible: GameEligibility,
  game: Pick<Game, 'code' | 'vendorCode'> & { gameType?: string | undefined },
): boolean {
  return (
    eligible.vendors.includes(game.vendorCode) ||
    (game.gameType !== undefined && eligible.categories.includes(game.gameType)) ||
    eligible.games.includes(game.code)
  );
}
