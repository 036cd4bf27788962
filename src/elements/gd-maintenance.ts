import { addTextLoaders } from '../core/i18n/locales';
import { Maintenance } from '../features/status-pages/Maintenance';
import { statusStyles } from '../features/status-pages/status.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/status.json', { base: '../../locales' }));

/**
 * @summary The system-maintenance page: "We are currently performing a system
 * maintenance.", the end time when known, and Contact Us (the brand's live chat or Telegram).
 *
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart page - The full-height page.
 * @csspart card - The message card.
 * @csspart end-time - The formatted end time.
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
export const GdMaintenanceElement = defineElement('gd-maintenance', Maintenance, {
  texts: ['status'],
  styles: [statusStyles],
});
