import { addTextLoaders } from '../core/i18n/locales';
import { Banners } from '../features/home/Banners';
import { bannersStyles } from '../features/home/banners.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/home.json', { base: '../../locales' }));

/**
 * @summary The banner carousel of an announcement group (MCSFE_getListAnnouncements): one
 * banner at a time, advancing every few seconds — never while hovered or focused, when paused
 * with its button, or when the visitor prefers reduced motion — with previous/next, dots,
 * arrow keys and swipe. A banner's link is routed through gd-navigate when it is on this
 * site. Text banners are sanitised. Nothing is shown while there are no banners.
 *
 * @attr group - The banner group (default w_home).
 * @attr interval - Milliseconds each banner stays (default 6000, at least 2000).
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-navigate - Cancelable; { path } of a banner's link on this site.
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart banners - The carousel.
 * @csspart banner - One banner.
 * @csspart controls - Arrows, dots and the pause button.
 * @cssproperty --gd-radius - Corner radius of the carousel.
 * @cssproperty --gd-color-accent - Colour of the current dot and focus.
 */
export const GdBannersElement = defineElement('gd-banners', Banners, {
  texts: ['home'],
  props: { group: 'string', interval: 'number' },
  styles: [bannersStyles],
});
