import { addTextLoaders } from '../core/i18n/locales';
import { loadStateStyles } from '../features/ui/data/load-state.styles';
import { Winners } from '../features/winners/Winners';
import { winnersStyles } from '../features/winners/winners.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/home.json', { base: '../../locales' }));

/**
 * @summary The winners board: wins from settled game rounds, latest or biggest first (tabs),
 * each with the masked account, the game, the amount won and when. Reads the wins when the
 * visitor scrolls within a quarter screen of it, then again every 30 seconds while it is on
 * screen and the page is in front.
 *
 * @attr count - How many wins to list, 1-50 (default 20).
 * @attr order - The tab shown first: "latest" (default) or "biggest".
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart winners - The board.
 * @csspart list - The list of wins.
 * @csspart row - One win.
 * @csspart error - The failure message with its retry button.
 * @csspart empty - Shown while there are no wins yet.
 * @cssproperty --gd-color-surface - Board background.
 * @cssproperty --gd-color-gold - Colour of the amounts.
 * @cssproperty --gd-radius - Corner radius of the board.
 */
export const GdWinnersElement = defineElement('gd-winners', Winners, {
  texts: ['home'],
  props: { count: 'number', order: 'string' },
  styles: [loadStateStyles, winnersStyles],
});
