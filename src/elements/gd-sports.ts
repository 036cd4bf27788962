import { addTextLoaders } from '../core/i18n/locales';
import { Sports, sportsCategories } from '../features/sports/Sports';
import { sportsStyles } from '../features/sports/sports.styles';
import { loadStateStyles } from '../features/ui/data/load-state.styles';
import { vendorStyles } from '../features/ui/nav/vendor.styles';
import { defineElement, oneOf } from './define';

addTextLoaders(import.meta.glob('./*/sports.json', { base: '../../locales' }));

/**
 * @summary The sports page: sports, e-sports and cockfight vendors as large cards (logo, name,
 * HOT badge); choosing one launches its game (login first when signed out). Tabs show one
 * section or all of them.
 *
 * @attr category - The section shown first: "sports", "esports" or "cockfight" (default: all).
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-game-launch - Cancelable; { url, game } when a vendor's game was launched. Not cancelled: gd-navigate to /game.
 * @event gd-navigate - Cancelable; { path }. Not cancelled: the page navigates.
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart sports - The whole section.
 * @csspart grid - A grid of vendor cards.
 * @csspart card - One vendor card.
 * @csspart error - The failure message with its retry button.
 * @csspart empty - Shown when the site has no sports vendors.
 * @cssproperty --gd-color-surface - Card background.
 * @cssproperty --gd-color-accent - Play button and focus colour.
 * @cssproperty --gd-radius - Corner radius of the cards.
 */
export const GdSportsElement = defineElement('gd-sports', Sports, {
  texts: ['sports'],
  props: { category: oneOf(sportsCategories) },
  styles: [vendorStyles, loadStateStyles, sportsStyles],
});
