import { addTextLoaders } from '../core/i18n/locales';
import { loadStateStyles } from '../features/ui/data/load-state.styles';
import { Vip } from '../features/vip/Vip';
import { vipStyles } from '../features/vip/vip.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/vip.json', { base: '../../locales' }));

/**
 * @summary The VIP area: the member's level, the progress to the next level as bars with the
 * valid bets and deposits still to go, every level's benefits side by side (sideways on phones)
 * and the upgrade history. A visitor sees the benefits and a sign-in button; a free-play account
 * is told levels need a real account.
 *
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-navigate - Cancelable; { path } (the register page for a visitor). Not cancelled: the page navigates.
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart vip - The whole area.
 * @csspart sign-in - The visitor's sign-in button.
 * @csspart real-account-warning - The notice shown to a free-play account.
 * @csspart vip-status - The member's level and progress.
 * @csspart vip-progress - The progress bars to the next level.
 * @csspart benefits - The benefits of every level.
 * @csspart benefits-table - The comparison table.
 * @csspart vip-history - The upgrade history.
 * @csspart error - A failure with its retry button.
 * @cssproperty --gd-color-surface - Card background.
 * @cssproperty --gd-color-gold - Colour of the levels.
 * @cssproperty --gd-radius - Corner radius of the cards.
 */
export const GdVipElement = defineElement('gd-vip', Vip, {
  texts: ['vip'],
  styles: [loadStateStyles, vipStyles],
});
