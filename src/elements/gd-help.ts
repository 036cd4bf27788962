import { addTextLoaders } from '../core/i18n/locales';
import { HelpCentre } from '../features/help/HelpCentre';
import { helpStyles } from '../features/help/help.styles';
import { loadStateStyles } from '../features/ui/data/load-state.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/help.json', { base: '../../locales' }));

/**
 * @summary The help centre (GET /wps/system/helpCenter): the operator's sections and articles in
 * the visitor's language, a search over titles and bodies with the number of matches (and a way
 * to clear a search that finds nothing), an index beside the articles (above them on phones), and
 * deep links: `article` scrolls its article into view, clear of a sticky page header. Article
 * bodies are HTML, sanitised before they are shown.
 *
 * @attr article - The id of the article to scroll to (a deep link such as /help#terms).
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart help - The whole element.
 * @csspart search - The search box.
 * @csspart search-status - How many articles match the search.
 * @csspart no-results - Shown when no article matches, with a button clearing the search.
 * @csspart index - The sections' index of article links.
 * @csspart article - One article.
 * @csspart error - The failure message with its retry button.
 * @csspart empty - Shown while the operator has published no article.
 * @cssproperty --gd-scroll-margin - Space kept above an article scrolled to (the height of a sticky page header).
 * @cssproperty --gd-color-surface - Background.
 * @cssproperty --gd-color-accent - The current article and its link.
 * @cssproperty --gd-radius - Corner radius.
 */
export const GdHelpElement = defineElement('gd-help', HelpCentre, {
  texts: ['help'],
  props: { article: 'string' },
  styles: [loadStateStyles, helpStyles],
});
