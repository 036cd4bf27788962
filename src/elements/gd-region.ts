import { addTextLoaders } from '../core/i18n/locales';
import { Region } from '../features/status-pages/Region';
import { statusStyles } from '../features/status-pages/status.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/status.json', { base: '../../locales' }));

/**
 * @summary The region-restriction page: "Due to restriction of your location or IP address,
 * you are not allowed to access the site.", the visitor's IP and country, and Contact Us.
 *
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart page - The full-height page.
 * @csspart card - The message card.
 * @csspart ip - The visitor's IP address.
 * @csspart country - The visitor's country.
 * @csspart contact-us - The Contact Us button.
 * @cssproperty --gd-status-min-height - Minimum height of the page (default 100dvh).
 * @cssproperty --gd-status-background - Backdrop behind the card (default: the theme background with an accent glow).
 * @cssproperty --gd-color-bg - Page background behind cards.
 * @cssproperty --gd-color-surface - Card and dialog background.
 * @cssproperty --gd-color-accent - Accent colour of primary actions and focus.
 * @cssproperty --gd-color-text - Main text colour.
 * @cssproperty --gd-radius - Corner radius of cards and dialogs.
 * @cssproperty --gd-font-family - Font stack (fonts must be registered on the page).
 */
export const GdRegionElement = defineElement('gd-region', Region, {
  texts: ['status'],
  styles: [statusStyles],
});
