import { addTextLoaders } from '../core/i18n/locales';
import { PointMall, pointMallSections } from '../features/point-mall/PointMall';
import { pointMallStyles } from '../features/point-mall/point-mall.styles';
import { loadStateStyles, pageStateStyles } from '../features/ui/data/load-state.styles';
import { defineElement, oneOf } from './define';

addTextLoaders(import.meta.glob('./*/points.json', { base: '../../locales' }));

/**
 * @summary The points mall: the member's points and what they are worth, the rewards (those the
 * member can afford first) with a redeem dialog (quantity, receiving address for goods, payment
 * password, confirmation), the redeem history with its statuses, the points details and the
 * conversion of points to money. A visitor sees what the mall is and a sign-in button; a
 * free-play account is told points need a real account.
 *
 * @attr section - The section shown first: "rewards" (default), "history", "details" or "convert".
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-balance-change - { balanceMinor } after a conversion paid money into the wallet.
 * @event gd-navigate - Cancelable; { path } (the register page for a visitor). Not cancelled: the page navigates.
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart point-mall - The mall of a signed-in member.
 * @csspart point-mall-intro - What a visitor or a free-play account sees.
 * @csspart sign-in - The visitor's sign-in button.
 * @csspart real-account-warning - The notice shown to a free-play account.
 * @csspart points-summary - The points, their worth and the rules.
 * @csspart rewards - The grid of rewards.
 * @csspart reward - One reward card.
 * @csspart redeem-dialog - The redeem dialog.
 * @csspart redeem-history - The redemptions with their statuses.
 * @csspart points-details - The changes of the member's points.
 * @csspart convert - The conversion of points to money.
 * @csspart error - A failure with its retry button.
 * @cssproperty --gd-color-surface - Card background.
 * @cssproperty --gd-color-gold - Colour of the points.
 * @cssproperty --gd-color-accent - Primary buttons and focus colour.
 * @cssproperty --gd-radius - Corner radius of the cards.
 */
export const GdPointMallElement = defineElement('gd-point-mall', PointMall, {
  texts: ['points'],
  props: { section: oneOf(pointMallSections) },
  styles: [loadStateStyles, pageStateStyles, pointMallStyles],
});
