/**
 * The games core every game element shares (lobby, game page, navigation, home shelves):
 *
 * - `assetUrl(path)`      an image path of the API on the page's image host (imageCDNs)
 * - `launch(host, target)` launch a game, a PvP room or a vendor card (login, the two
 *                          launch calls, the address stored, gd-game-launch, /game)
 * - `storedGame()`, `clearStoredGame()`  the open game of this tab (sessionStorage gd.game)
 * - `favourites`, `toggleFavourite(game)`, `isFavourite(game)`, `trackFavourites()`
 * - `gamePopup`, `openSubGames(host, game)`, `closeGamePopup()`  the sub-game and
 *   maintenance popups rendered by the page's global overlays
 * - `trackTournaments()`, `inRunningTournament(game)`  the running tournaments a card's badge reads (one
 *   tournamentList per page)
 * - `trackJackpots()`, `feedsJackpot(game)`  the pots a card's "Jackpot" badge reads (one jackpotList per page)
 */
export { countsGame } from './eligibility';
export { showGameError } from './errors';
export { favourites, isFavourite, toggleFavourite, trackFavourites } from './favourites';
export { assetUrl, resolveGameAddress } from './hosts';
export { feedsJackpot, forgetJackpots, jackpotPots, trackJackpots } from './jackpot-badges';
export { type LaunchResult, type LaunchTarget, launch, launchPlatform } from './launch';
export { type LotteryRoute, lotteryGamePath, lotteryRouteOf, lotteryRoutes } from './lottery-route';
export { askWhatPlayNeeds, closeGamePopup, type GamePopup, gamePopup, openSubGames } from './popups';
export { clearStoredGame, type LaunchedGame, STORED_GAME_KEY, type StoredGame, storedGame } from './stored';
export {
  forgetTournaments,
  inRunningTournament,
  type TournamentWindow,
  tournamentWindows,
  trackTournaments,
} from './tournament-badges';
