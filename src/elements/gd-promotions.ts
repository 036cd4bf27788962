import { addTextLoaders } from '../core/i18n/locales';
import { Promotions } from '../features/promotions/Promotions';
import { promotionsStyles } from '../features/promotions/promotions.styles';
import { loadStateStyles } from '../features/ui/data/load-state.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/promotions.json', { base: '../../locales' }));

/**
 * @summary The promotions, for visitors and members alike: every promotion the operator announces
 * (MCSFE_getListAnnouncements, type PR) with its artwork and period, in category tabs, and for a
 * signed-in member the state of each (join, claim, applying, close, rejected, issued, claimed,
 * process, joined, coming soon). A card opens the promotion's page: with `promotion-id` the element
 * shows that page instead — the full terms (server HTML, sanitised by the browser or by DOMPurify
 * loaded only there), the member's progress and the action their state allows: join, claim, claim a raffle
 * prize, or apply with a note (at most 140 characters) and up to three PNG or JPG images of at most
 * 5 MB each; the application is shown back with its state, images and the operator's reason. A
 * visitor's action opens the sign-in.
 *
 * @attr promotion-id - A promotion's id: that promotion's page instead of the list.
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-navigate - Cancelable; { path }: `/promoDetail?id=<id>` from a card, `/promotions` back
 *   from a promotion's page. Not cancelled: the page navigates.
 * @event gd-balance-change - { balanceMinor } after a claimed bonus was paid into the wallet.
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart promotions - The list.
 * @csspart visitor-note - The sign-in invitation a visitor sees above the list.
 * @csspart sign-in - Its sign-in button.
 * @csspart tabs - The category tabs.
 * @csspart list - The cards of the chosen category.
 * @csspart promotion - One card.
 * @csspart promotion-link - A card's title, the link to its page.
 * @csspart promotion-state - The member's state badge (card and page).
 * @csspart promotion-detail - A promotion's page.
 * @csspart back - The link back to the list.
 * @csspart terms - The promotion's terms.
 * @csspart progress - The member's progress and the actions.
 * @csspart steps - The steps to the bonus, each done, next or refused.
 * @csspart apply-form - The application form (note and images).
 * @csspart application - The member's application as sent, with its state.
 * @csspart error - A failure with its retry button.
 * @csspart empty - Shown while there is nothing to list.
 * @cssproperty --gd-color-surface - Card background.
 * @cssproperty --gd-color-accent - Links, primary buttons and the next step.
 * @cssproperty --gd-radius - Corner radius of the cards.
 */
export const GdPromotionsElement = defineElement('gd-promotions', Promotions, {
  texts: ['promotions'],
  props: { promotionId: 'number' },
  styles: [loadStateStyles, promotionsStyles],
});
