import { addTextLoaders } from '../core/i18n/locales';
import { authStyles } from '../features/auth/auth.styles';
import { ChangePasswordElement } from '../features/auth/ChangePasswordElement';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/auth.json', { base: '../../locales' }));

/**
 * @summary Change the signed-in member's password: old, new (the brand's password rule)
 * and confirmation.
 *
 * @attr mode - "inline" (default) or "modal".
 * @attr open - Boolean: present (or `el.open = true`) opens the modal; when it closes itself it
 * sets open="false" and fires gd-close.
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-error - { code } from the error catalogue.
 * @event gd-close - The element closed itself (Escape, close button, finished form); `open` is false again.
 *
 * @csspart card - The inline card.
 * @csspart modal - The dialog (modal mode).
 * @csspart change-password-form - The form.
 * @csspart field - Each labelled field.
 * @csspart submit - The submit button.
 * @cssproperty --gd-color-bg - Page background behind cards.
 * @cssproperty --gd-color-surface - Card and dialog background.
 * @cssproperty --gd-color-accent - Accent colour of primary actions and focus.
 * @cssproperty --gd-color-text - Main text colour.
 * @cssproperty --gd-radius - Corner radius of cards and dialogs.
 * @cssproperty --gd-font-family - Font stack (fonts must be registered on the page).
 */
export const GdChangePasswordElement = defineElement('gd-change-password', ChangePasswordElement, {
  texts: ['auth'],
  props: { mode: 'string', open: 'boolean' },
  styles: [authStyles],
});
