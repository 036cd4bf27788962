import { createElement } from 'react';
import { addTextLoaders } from '../core/i18n/locales';
import { authStyles } from '../features/auth/auth.styles';
import { RegisterElement, type RegisterElementProps } from '../features/auth/RegisterElement';
import { formPartStyles } from '../features/ui/forms/form-parts.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/auth.json', { base: '../../locales' }));

/**
 * The affiliate code of a landing page: the `referral-code` attribute, else `?referralCode=`
 * in the page address (the one place an element reads the location).
 */
function referralFromPage(): string | undefined {
  const code = new URLSearchParams(window.location.search).get('referralCode');
  return code?.trim() || undefined;
}

function RegisterWithReferral(props: RegisterElementProps) {
  return createElement(RegisterElement, { ...props, referralCode: props.referralCode || referralFromPage() });
}

/**
 * @summary Registration on the username tab or the mobile tab, with every field the brand's
 * register settings switch on, the shared validation messages, the SMS code, age-18 and
 * terms confirmations, and the affiliate code check. Works alone on a plain HTML page.
 *
 * @attr referral-code - The affiliate's referral code (else `?referralCode=` of the page).
 * @attr mode - "inline" (default) or "modal".
 * @attr open - Boolean: present (or `el.open = true`) opens the modal; when it closes itself it
 * sets open="false" and fires gd-close.
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-login - Registered and signed in ({ account, memberType }).
 * @event gd-navigate - Cancelable; { path: "/" } after registration.
 * @event gd-error - { code } from the error catalogue.
 * @event gd-close - The element closed itself (Escape, close button, finished form); `open` is false again.
 *
 * @csspart card - The inline card.
 * @csspart modal - The dialog (modal mode).
 * @csspart register-form - The form.
 * @csspart tabs - The register / registerMobile tabs.
 * @csspart field - Each labelled field.
 * @csspart referral - The referral code notice.
 * @csspart submit - The submit button.
 * @csspart banner - The w_register banner.
 * @cssproperty --gd-color-bg - Page background behind cards.
 * @cssproperty --gd-color-surface - Card and dialog background.
 * @cssproperty --gd-color-accent - Accent colour of primary actions and focus.
 * @cssproperty --gd-color-text - Main text colour.
 * @cssproperty --gd-radius - Corner radius of cards and dialogs.
 * @cssproperty --gd-font-family - Font stack (fonts must be registered on the page).
 */
export const GdRegisterElement = defineElement('gd-register', RegisterWithReferral, {
  texts: ['auth'],
  props: { referralCode: 'string', mode: 'string', open: 'boolean' },
  styles: [authStyles, formPartStyles],
});
