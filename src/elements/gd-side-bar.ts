import { addTextLoaders } from '../core/i18n/locales';
import { SideBar } from '../features/side-bar/SideBar';
import { sideBarStyles } from '../features/side-bar/side-bar.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/service.json', { base: '../../locales' }));

/**
 * @summary The right side bar: promotions, Telegram, iOS, mobile-config and Android downloads with
 * their QR codes (size 125, from the resources of /wps/system/domainRoute), and the live chat, which
 * opens in a 440 × 500 window with a one-time ticket (closed again if it cannot open). Collapsible,
 * remembered in this browser (localStorage `gd-side-bar-collapsed`, "1" when collapsed); on phones a
 * floating button opens the same entries as a sheet (Escape, its close button or a press elsewhere
 * closes it). The element carries data-collapsed while the bar is collapsed, so a page can keep its
 * content clear of the open bar (it floats over the right edge, 132 px wide, from 768 px up). It sits
 * low among the page's layers (z-index 9), under the page's header, menus and dialogs; on phones the
 * page places the button in room it keeps for it (the custom properties below), so it covers nothing.
 *
 * @attr promotions-url - Where the promotions entry leads (default /promotions).
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-error - { code } from the error catalogue (the live chat could not open).
 *
 * @csspart bar - The side bar (wide screens).
 * @csspart fab - The floating button (phones).
 * @csspart link - An entry that is a link.
 * @cssproperty --gd-side-bar-z-index - Its layer on the page (default 9): keep it under the page's menus.
 * @cssproperty --gd-side-bar-button-end - The phone button's distance from the screen's end edge (default 14px).
 * @cssproperty --gd-side-bar-button-bottom - The phone button's distance from the screen's foot (default 84px).
 */
export const GdSideBarElement = defineElement('gd-side-bar', SideBar, {
  texts: ['service'],
  props: { promotionsUrl: 'string' },
  styles: [sideBarStyles],
});
