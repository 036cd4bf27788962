import { addTextLoaders } from '../core/i18n/locales';
import { LiveChat } from '../features/live-chat/LiveChat';
import { liveChatStyles } from '../features/live-chat/live-chat.styles';
import { messageLogStyles } from '../features/ui/messages/message-log.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/service.json', { base: '../../locales' }));

/**
 * @summary A live chat with the brand's customer service: the conversation so far, the operator's
 * answers arriving as they are written, and a box to write in. A signed-in member chats as
 * themselves (members above rank level 4 with the VIP service); a visitor chats under a key kept
 * in this browser. The socket opens with a one-time ticket, never the session token, reconnects on
 * its own, and closes when the session ends.
 *
 * @attr ticket - The one-time ticket of the customer-service link (the chat window's `?ticket=`);
 *   without it the element asks for one.
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart chat - The chat panel.
 * @cssproperty --gd-color-surface - Panel background.
 * @cssproperty --gd-radius - Corner radius of the panel.
 * @cssproperty --gd-chat-height - The panel's height (default: its content's, at least 320px); a chat window sets its own.
 */
export const GdLiveChatElement = defineElement('gd-live-chat', LiveChat, {
  texts: ['service'],
  props: { ticket: 'string' },
  styles: [liveChatStyles, messageLogStyles],
});
