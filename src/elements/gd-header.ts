import { addTextLoaders } from '../core/i18n/locales';
import { Header } from '../features/header/Header';
import { headerStyles } from '../features/header/header.styles';
import { lazyPart } from '../features/ui/lazy-part';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/{auth,header,login}.json', { base: '../../locales' }));

// The sign-in forms open only when the visitor asks for one: loaded then, with their texts and CSS.
const LoginPanel = lazyPart(['auth', 'login'], () =>
  import('./lazy-forms/header-forms').then((module) => ({ default: module.HeaderLoginPanel })),
);
const RegisterForm = lazyPart(['auth'], () =>
  import('./lazy-forms/header-forms').then((module) => ({ default: module.HeaderRegisterForm })),
);
const ForgotPasswordModal = lazyPart(
  ['auth'],
  () => import('./lazy-forms/header-forms').then((module) => ({ default: module.HeaderForgotPasswordModal })),
  { look: 'quiet' },
);

/**
 * @summary The site header: logo (links to /), language picker, and the login area — inline
 * username/password login on wide screens, a compact Login button on phones, register
 * (DIRECTREG3), free demo (FREEPLAY3), mobile login (MOBILEVERCODELOGIN3); when signed in the
 * balance (click to hide/show, refresh icon) and the account menu with member/agent centre
 * and logout.
 *
 * @attr logo-src - Image URL of the brand logo.
 * @attr brand-name - Brand name next to the mark / alt text of the logo.
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette (also honoured on any ancestor).
 *
 * @event gd-login - A member signed in ({ account, memberType }).
 * @event gd-logout - The member signed out.
 * @event gd-navigate - Cancelable; { path }. Not cancelled: the page navigates.
 * @event gd-language-change - { language } chosen in the picker.
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart header - The header bar.
 * @csspart logo - The logo link.
 * @csspart demo-mark - The "Demo" mark by the logo, shown when the status says the brand is a demo
 *   (it takes deposits through the demo payment gateway).
 * @csspart language-picker - The language menu.
 * @csspart login-area - The signed-out actions.
 * @csspart login-button - The inline login submit button.
 * @csspart register-button - The register button.
 * @csspart free-play-button - The free demo button.
 * @csspart account - The signed-in area.
 * @csspart balance - The balance chip.
 * @csspart account-menu - The account dropdown.
 * @csspart panic-button - The panic button by the session figures, where the brand's jurisdiction profile offers
 *   one (de): one press locks the account for 24 hours.
 * @cssproperty --gd-header-bg - Background of the header bar.
 * @cssproperty --gd-header-max-width - Maximum width of the header content (default 1440px).
 * @cssproperty --gd-color-bg - Page background behind cards.
 * @cssproperty --gd-color-surface - Card and dialog background.
 * @cssproperty --gd-color-accent - Accent colour of primary actions and focus.
 * @cssproperty --gd-color-text - Main text colour.
 * @cssproperty --gd-radius - Corner radius of cards and dialogs.
 * @cssproperty --gd-font-family - Font stack (fonts must be registered on the page).
 */
export const GdHeaderElement = defineElement('gd-header', Header, {
  texts: ['header'],
  props: { logoSrc: 'string', brandName: 'string' },
  styles: [headerStyles],
  slots: { LoginPanel, RegisterForm, ForgotPasswordModal },
});
