import { addTextLoaders } from '../core/i18n/locales';
import { authStyles } from '../features/auth/auth.styles';
import { ForgotPasswordElement } from '../features/auth/ForgotPasswordElement';
import { formPartStyles } from '../features/ui/forms/form-parts.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/auth.json', { base: '../../locales' }));

/**
 * @summary Password recovery: a reset link by e-mail (username + e-mail), or by phone with
 * an SMS code and a new password (CHNGPASSVERIF3). With `reset-token` it shows the
 * new-password form of the e-mailed link.
 *
 * @attr mode - "inline" (default) or "modal".
 * @attr open - Boolean: present (or `el.open = true`) opens the modal; when it closes itself it
 * sets open="false" and fires gd-close.
 * @attr reset-token - The token of an e-mailed reset link.
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-navigate - Cancelable; { path: "/login" } after a new password was set.
 * @event gd-error - { code } from the error catalogue.
 * @event gd-close - The element closed itself (Escape, close button, finished form); `open` is false again.
 *
 * @csspart card - The inline card.
 * @csspart modal - The dialog (modal mode).
 * @csspart forgot-form - The recovery form.
 * @csspart reset-form - The new-password form of a reset link.
 * @csspart tabs - The e-mail / phone tabs.
 * @csspart field - Each labelled field.
 * @csspart submit - The submit button.
 * @cssproperty --gd-color-bg - Page background behind cards.
 * @cssproperty --gd-color-surface - Card and dialog background.
 * @cssproperty --gd-color-accent - Accent colour of primary actions and focus.
 * @cssproperty --gd-color-text - Main text colour.
 * @cssproperty --gd-radius - Corner radius of cards and dialogs.
 * @cssproperty --gd-font-family - Font stack (fonts must be registered on the page).
 */
export const GdForgotPasswordElement = defineElement('gd-forgot-password', ForgotPasswordElement, {
  texts: ['auth'],
  props: { mode: 'string', open: 'boolean', resetToken: 'string' },
  styles: [authStyles, formPartStyles],
});
