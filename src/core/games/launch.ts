import type { LaunchResult, LaunchTarget } from './launch-target';

export { type LaunchResult, type LaunchTarget, launchPlatform } from './launch-target';

/**
 * Launches a game, a PvP room or a vendor card's game (spec §3, §4): login first, then the two launch calls,
 * then the page goes to /game unless a host page cancels gd-game-launch (launch-game.ts says how). The launching
 * code comes with the first launch, so a page that only shows games goes without it; a launch makes two calls
 * to the server anyway. A second call while one is under way joins it (a double click launches once).
 */
export function launch(host: HTMLElement, target: LaunchTarget): Promise<LaunchResult> {
  return import('./launch-game').then((module) => module.launch(host, target));
}
