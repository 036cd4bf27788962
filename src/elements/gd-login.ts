import { addTextLoaders } from '../core/i18n/locales';
import { authStyles } from '../features/auth/auth.styles';
import { LoginElement } from '../features/auth/LoginElement';
import { formPartStyles } from '../features/ui/forms/form-parts.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/login.json', { base: '../../locales' }));

/**
 * @summary Sign in by username and password or by SMS code (MOBILEVERCODELOGIN3), with
 * remember-me, forgot password, the captcha the server asks for after failures, and the
 * extra verification of a login from a new IP. A password that must change opens the
 * forced change-password modal.
 *
 * @attr mode - "inline" (default, a card in the page) or "modal".
 * @attr open - Boolean: present (or `el.open = true`) opens the modal (mode="modal"); when it closes itself it
 * sets open="false" and fires gd-close.
 * @attr site - "member" (default) or "agent": the agent site refuses non-agents.
 * @attr return-to - Where an inline login leads: a path of this site, such as the page the visitor came
 *   for ("/" when absent; another site's address is ignored).
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-login - Signed in ({ account, memberType }).
 * @event gd-navigate - Cancelable; { path, replace: true } after an inline login (return-to, else "/"), in
 *   place of the sign-in page in the history.
 * @event gd-error - { code } from the error catalogue.
 * @event gd-close - The element closed itself (Escape, close button, finished form); `open` is false again.
 *
 * @csspart card - The inline card.
 * @csspart modal - The dialog (modal mode).
 * @csspart login-form - The form.
 * @csspart tabs - The username / SMS tabs.
 * @csspart field - Each labelled field.
 * @csspart captcha-image - The captcha image (click for a new one).
 * @csspart send-code - The send-code button.
 * @csspart submit - The submit button.
 * @csspart form-error - The error message of a failed attempt.
 * @csspart banner - The w_login banner.
 * @cssproperty --gd-color-bg - Page background behind cards.
 * @cssproperty --gd-color-surface - Card and dialog background.
 * @cssproperty --gd-color-accent - Accent colour of primary actions and focus.
 * @cssproperty --gd-color-text - Main text colour.
 * @cssproperty --gd-radius - Corner radius of cards and dialogs.
 * @cssproperty --gd-font-family - Font stack (fonts must be registered on the page).
 */
export const GdLoginElement = defineElement('gd-login', LoginElement, {
  texts: ['login'],
  props: { mode: 'string', open: 'boolean', site: 'string', returnTo: 'string' },
  styles: [authStyles, formPartStyles],
});
