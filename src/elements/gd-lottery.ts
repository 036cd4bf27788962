import { addTextLoaders } from '../core/i18n/locales';
import { Lottery, lotteryDevices, lottoViews } from '../features/lottery/Lottery';
import { lotteryStyles } from '../features/lottery/lottery.styles';
import { loadStateStyles } from '../features/ui/data/load-state.styles';
import { defineElement, oneOf } from './define';

addTextLoaders(import.meta.glob('./*/lottery.json', { base: '../../locales' }));

/**
 * @summary The lottery: a lobby of lottery games (by prize mode and, for the Vietnamese draws, region;
 * one compact row each with its next draw, live countdown and last result; the member's recent games), one
 * game's betting (plays, number pad, quick picks, a slip of several bets placed once), the draw watched
 * until its result arrives and wins are paid, the last 100 results with each draw's hash and seed checked
 * in the browser, and the member's own bets with cancel until close. Serves /lottery, /vnlottery, /seaLottery and /elott. The numbers are drawn
 * by the site, not taken from real lotteries.
 *
 * @attr lotto-area - The lottery area (spec lottoArea); VN lists the Vietnamese regional draws first.
 * @attr launch-mode - The launch mode (spec launchMode); LOTT.
 * @attr lotto-prize-mode - The prize mode shown first: SEA (default, the brand's lotteryType), Lott, ZY or Elott.
 * @attr lotto-game-code - The game opened at once (the /lottery route's gameCode).
 * @attr lotto-view - "betting" (default with a game) or "lobby".
 * @attr play-type - The play chosen first (the /lottery route's playType); the game's defaultPlayType without it.
 * @attr device - MOBILE for the one-column layout at any width; WEB otherwise.
 * @attr back-url - Where the lobby's back link leads.
 * @attr page-path - This lottery page's address (/lottery): opening a game asks the page for
 *   page-path?gameCode=… and choosing a play for …&playType=… (in place of the history entry), so a reload,
 *   a shared link and Back keep the game. Without it the element switches by itself.
 * @attr language - The launch's language; applies when the element has no lang.
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-balance-change - { balanceMinor } after a bet, a cancel or a settled draw moved the balance.
 * @event gd-navigate - Cancelable; { path, replace? } of the back link, and with page-path of a game opened,
 *   a play chosen (replace) or the way back to all games. Not cancelled: the page navigates.
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart lottery - The whole section.
 * @csspart notice - The note that the numbers are drawn here, not real results.
 * @csspart game - One game of the lobby.
 * @csspart next-draw - The game page's open draw (countdown, closing rule, published hash).
 * @csspart last-draw - The game page's latest result.
 * @csspart slip - The betting slip.
 * @csspart results - The list of the last 100 draws.
 * @csspart verification - A draw's hash, seed and check.
 * @csspart bets - The member's bets.
 * @csspart error - A failure with its retry button.
 * @csspart empty - Shown when there is nothing to list.
 * @cssproperty --gd-color-accent - Buttons, picked numbers and focus colour.
 * @cssproperty --gd-color-gold - Drawn numbers.
 */
export const GdLotteryElement = defineElement('gd-lottery', Lottery, {
  texts: ['lottery'],
  props: {
    lottoArea: 'string',
    launchMode: 'string',
    lottoPrizeMode: 'string',
    lottoGameCode: 'string',
    lottoView: oneOf(lottoViews),
    playType: 'string',
    device: oneOf(lotteryDevices),
    backUrl: 'string',
    pagePath: 'string',
    language: 'string',
  },
  styles: [loadStateStyles, lotteryStyles],
});
