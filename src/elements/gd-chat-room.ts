import { addTextLoaders } from '../core/i18n/locales';
import { ChatRoom } from '../features/chat-room/ChatRoom';
import { loadStateStyles } from '../features/ui/data/load-state.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/service.json', { base: '../../locales' }));

/**
 * @summary The chat room modal: the brand's rooms as tabs, each read as it is written. Signed-in
 * members write (text only, at most 200 characters, a few messages a minute); visitors read. A
 * member the operator muted reads until the mute ends; a message the operator deleted disappears
 * for everyone. The side bar's "Chat room" entry opens the page's <gd-chat-room>.
 *
 * @attr open - Boolean: present (or `el.open = true`) opens the modal; when it closes itself it
 *   sets open="false" and fires gd-close.
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-close - The modal closed itself (Escape, close button); `open` is false again.
 * @event gd-error - { code } from the error catalogue.
 */
export const GdChatRoomElement = defineElement('gd-chat-room', ChatRoom, {
  texts: ['service'],
  props: { open: 'boolean' },
  // The rooms bring their own CSS when the modal first opens; the loading state shows before them.
  styles: [loadStateStyles],
});
