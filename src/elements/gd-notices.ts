import { addTextLoaders } from '../core/i18n/locales';
import { Notices } from '../features/notices/Notices';
import { noticesStyles } from '../features/notices/notices.styles';
import { loadStateStyles } from '../features/ui/data/load-state.styles';
import { pagerStyles } from '../features/ui/lists/pager.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/notices.json', { base: '../../locales' }));

/**
 * @summary The notice page (MCSFE_getListAnnouncements): headlines (H), player notices (PL) and
 * popup notices (PU), nine a page with paging, and the chosen notice read in full (its HTML
 * sanitised) in a pane beside the list — in place of the list on narrow screens, with a way back.
 * Popup notices also open by themselves once per member after sign-in, over any element.
 *
 * @attr notice - The id of the notice to open first (a deep link); else the first listed.
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart notices - The whole element.
 * @csspart list - The list of the page's notices.
 * @csspart item - One notice in the list.
 * @csspart pager - The page buttons.
 * @csspart detail - The reading pane.
 * @csspart error - The failure message with its retry button.
 * @csspart empty - Shown while there are no notices.
 * @cssproperty --gd-color-surface - Background.
 * @cssproperty --gd-color-accent - The chosen notice and the current page.
 * @cssproperty --gd-radius - Corner radius.
 */
export const GdNoticesElement = defineElement('gd-notices', Notices, {
  texts: ['notices'],
  props: { notice: 'number' },
  styles: [loadStateStyles, pagerStyles, noticesStyles],
});
