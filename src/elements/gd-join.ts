import { addTextLoaders } from '../core/i18n/locales';
import { Join } from '../features/join/Join';
import { joinStyles } from '../features/join/join.styles';
import { loadStateStyles } from '../features/ui/data/load-state.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/{join,contracts}.json', { base: '../../locales' }));

/**
 * @summary The agent programme: the operator's description, the contracts a new agent starts with
 * (what agents earn), and the application (contact name, phone, e-mail or Telegram, expected players
 * or channel, a message of up to 500 characters). A member then sees the application's state
 * (pending, approved, rejected with the operator's reason); once approved, the page reads the
 * member again, so the header offers the agent centre. A visitor is asked to sign in or register first, a
 * free-play account is told a real account is needed.
 *
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-navigate - Cancelable; { path } (the register page for a visitor). Not cancelled: the page navigates.
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart join - The whole page.
 * @csspart programme - The programme's description and contracts.
 * @csspart contracts - The contracts a new agent starts with.
 * @csspart application - The application part.
 * @csspart sign-in-first - What a visitor sees instead of the form.
 * @csspart sign-in - The visitor's sign-in button.
 * @csspart real-account-warning - The notice shown to a free-play account.
 * @csspart agent-note - What an agent sees instead of the form.
 * @csspart application-status - The member's latest application and its state.
 * @csspart join-form - The application form.
 * @csspart error - A failure with its retry button.
 * @cssproperty --gd-color-surface - Card background.
 * @cssproperty --gd-color-accent - The rates and the chosen contact kind.
 * @cssproperty --gd-radius - Corner radius of the cards.
 */
export const GdJoinElement = defineElement('gd-join', Join, {
  texts: ['join', 'contracts'],
  styles: [loadStateStyles, joinStyles],
});
