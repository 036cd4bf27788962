import { addTextLoaders } from '../core/i18n/locales';
import { GameFrame } from '../features/game-frame/GameFrame';
import { gameFrameStyles } from '../features/game-frame/game-frame.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/games.json', { base: '../../locales' }));

/**
 * @summary The game page (/game): the game launched last in this tab, in an iframe with a
 * back button and fullscreen (real fullscreen where the browser has it, a full-viewport
 * overlay where it does not, as on iPhone). Only messages from the game's own origin and
 * frame are heard: ready, balance (updates the header) and close. Leaving brings vendor
 * wallets back to the main wallet and refreshes the balance. Above the game: a pill with the live value of
 * each jackpot the game feeds, and a dialog when the signed-in member's round wins one. Without a launched game it
 * says "No game is open" with a link to the lobby.
 *
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-navigate - { path } when the player leaves (to "/" without history) or opens the lobby.
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart game-frame - The page.
 * @csspart game-bar - The bar with back, title and fullscreen.
 * @csspart game-back - The back button.
 * @csspart game-fullscreen - The fullscreen button.
 * @csspart game-panic - The panic button, where the brand's jurisdiction profile offers one (de): one press locks
 *   the account for 24 hours and closes the game.
 * @csspart game-iframe - The game's iframe.
 * @csspart game-jackpots - The pots the game feeds, each a `pill` (name and live value) leading to its page.
 * @csspart jackpot-win - The dialog telling the member their round won a jackpot (`jackpot-win-close`).
 * @csspart game-exit-fullscreen - The exit button shown in fullscreen.
 * @csspart no-game - The "No game is open" state.
 * @cssproperty --gd-game-height - Height of the game area (default: the viewport less the site header).
 * @cssproperty --gd-radius - Corner radius of the game area.
 */
export const GdGameFrameElement = defineElement('gd-game-frame', GameFrame, {
  texts: ['games'],
  styles: [gameFrameStyles],
});
