/** What a launch takes, how it ends and which build of a game a device gets: shared by launch.ts and launch-game.ts. */
import type * as games from '../contract/games';

export type LaunchTarget = { game: games.Game } | { room: games.Room } | { vendor: games.VendorCard };

/**
 * How a launch ended:
 * - 'launched': the game is stored and the page was sent to /game;
 * - 'lottery': a lottery game or vendor; the page was sent to its lottery page;
 * - 'handled': the host page cancelled gd-game-launch and opens the game its own way;
 * - 'login-required': no session, the login popup is open;
 * - 'needs-sub-game': a VASSALAGE game, the caller shows its sub-games;
 * - 'no-game': a vendor card without a game of its own (its lobby is the way in);
 * - 'failed': the player was told why (maintenance, real account, invalid address…), or is
 *   asked for this session's limits first (the launch goes on once they are set).
 */
export type LaunchResult =
  | 'launched'
  | 'lottery'
  | 'handled'
  | 'login-required'
  | 'needs-sub-game'
  | 'no-game'
  | 'failed';

/** Touch phones get the mobile build of a game; tablets and computers the desktop one. */
export function launchPlatform(): 'html5' | 'html5-desktop' {
  const nav = globalThis.navigator as (Navigator & { userAgentData?: { mobile?: boolean } }) | undefined;
  const phone =
    nav?.userAgentData?.mobile ?? /Android.+Mobile|iPhone|iPod|Mobile Safari/i.test(nav?.userAgent ?? '');
  const touch = globalThis.matchMedia?.('(pointer: coarse)').matches ?? false;
  return phone && touch ? 'html5' : 'html5-desktop';
}
