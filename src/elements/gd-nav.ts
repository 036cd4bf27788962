import { addTextLoaders } from '../core/i18n/locales';
import { Nav } from '../features/nav/Nav';
import { navStyles } from '../features/nav/nav.styles';
import { vendorStyles } from '../features/ui/nav/vendor.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/nav.json', { base: '../../locales' }));

/**
 * @summary The game navigation: Home, one entry per game category that has vendors (titles in
 * the site language), and Promotions. A category with several vendors opens a dropdown on
 * hover, click or keyboard (Enter, Space or ArrowDown opens and moves focus in, arrows move,
 * Escape closes) listing each vendor's name, logo and a HOT badge; past six vendors it is a
 * wide grid along the bar. Choosing a slot, board-game or bingo vendor opens its lobby
 * (/rng?vendor=CODE, /bgs, /bingo); other vendors launch their game. The bar keeps to one line
 * at every width and never grows wider than its room: the entries that do not fit, measured as
 * drawn in their language, move into a "More" menu button at its end (the last categories
 * first, then Promotions, then Home; same keys as a dropdown) and come back when there is room.
 * On phones (<= 768 px) a fixed bottom bar also links e-sports, PvP, lottery (only once the
 * site has a lottery), sports and slots.
 *
 * @attr path - The page being shown (path and query), to highlight its entry; defaults to the address bar.
 * @attr promotions-path - Where the Promotions entry leads (default /promotions).
 * @attr hide-bottom-bar - Boolean: present leaves out the phone bottom bar (e.g. on the game page).
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-navigate - Cancelable; { path } of an entry or a vendor lobby. Not cancelled: the page navigates.
 * @event gd-game-launch - Cancelable; { url, game } when a vendor's game was launched.
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart nav - The navigation bar.
 * @csspart list - The list of entries (one line; what does not fit is in the "More" menu).
 * @csspart more - The "More" entry, shown while some entries do not fit.
 * @csspart dropdown - A category's vendor dropdown (also dropdown-wide past six vendors, more-menu for "More").
 * @csspart bottom-bar - The fixed phone bottom bar; give the page bottom padding of about 64px on phones.
 * @cssproperty --gd-nav-max-width - Maximum width of the bar's content (default 1440px).
 * @cssproperty --gd-bottom-bar-end-room - Room kept at the end of the phone bottom bar for a button of the
 *   page's own (the side bar's help button), default 0px.
 * @cssproperty --gd-color-surface - Bar and dropdown background.
 * @cssproperty --gd-color-accent - Colour of the current entry and focus.
 * @cssproperty --gd-color-text - Main text colour.
 */
export const GdNavElement = defineElement('gd-nav', Nav, {
  texts: ['nav'],
  props: { path: 'string', promotionsPath: 'string', hideBottomBar: 'boolean' },
  styles: [vendorStyles, navStyles],
});
