import { addTextLoaders } from '../core/i18n/locales';
import { Download } from '../features/download/Download';
import { downloadStyles } from '../features/download/download.styles';
import { loadStateStyles } from '../features/ui/data/load-state.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/download.json', { base: '../../locales' }));

/**
 * @summary The app download page: the iOS, Android and lite apps the brand offers (the resources
 * of /wps/system/domainRoute), each with its QR code (size 125) and link, the visitor's own phone
 * platform first, and the iOS installation steps (install, trust the profile, open) with pictures.
 *
 * @attr platform - "ios" or "android" puts that app first; without it the browser says which phone it is.
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart download - The whole page.
 * @csspart apps - The list of apps.
 * @csspart app - One app with its QR code and link.
 * @csspart ios-steps - The iOS installation steps.
 * @csspart error - A failure with its retry button.
 * @cssproperty --gd-color-surface - Card background.
 * @cssproperty --gd-color-accent - The visitor's own app, the links and the pictures' highlights.
 * @cssproperty --gd-radius - Corner radius of the cards.
 */
export const GdDownloadElement = defineElement('gd-download', Download, {
  texts: ['download'],
  props: { platform: 'string' },
  styles: [loadStateStyles, downloadStyles],
});
