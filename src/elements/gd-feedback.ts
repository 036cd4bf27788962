import { addTextLoaders } from '../core/i18n/locales';
import { Feedback } from '../features/feedback/Feedback';
import { feedbackStyles } from '../features/feedback/feedback.styles';
import { loadStateStyles } from '../features/ui/data/load-state.styles';
import { pagerStyles } from '../features/ui/lists/pager.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/feedback.json', { base: '../../locales' }));

/**
 * @summary Feedback to the operator (PUT /wps/feedback): a type from the operator's list, the
 * content with a live word count against the configured bounds, a comment of at most 140
 * characters with its count, up to three PNG or JPG images (5 MB each) with previews and a remove
 * button, sent once however often the button is pressed; below it the member's past feedback,
 * five a page, with the operator's replies and a marker on the replies not seen before. A visitor
 * is asked to log in; a free-play account is told feedback needs a real account.
 *
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart feedback - The whole element.
 * @csspart sign-in - The visitor's log-in button.
 * @csspart real-account-warning - The notice shown to a free-play account.
 * @csspart form - The feedback form.
 * @csspart word-count - The content's word count.
 * @csspart comment-count - The comment's character count.
 * @csspart images - The image picker with its previews.
 * @csspart add-images - The button choosing images.
 * @csspart form-error - A refusal of the whole form.
 * @csspart sent - The confirmation after sending.
 * @csspart history - The member's past feedback.
 * @csspart history-item - One past feedback.
 * @csspart reply - The operator's reply to it.
 * @csspart unread - The count of replies not seen before.
 * @csspart pager - The page buttons.
 * @csspart error - A failure with its retry button.
 * @csspart empty - Shown while the member has sent no feedback.
 * @cssproperty --gd-color-surface - Background.
 * @cssproperty --gd-color-accent - The chosen type, new replies and the send button.
 * @cssproperty --gd-radius - Corner radius.
 */
export const GdFeedbackElement = defineElement('gd-feedback', Feedback, {
  texts: ['feedback'],
  styles: [loadStateStyles, pagerStyles, feedbackStyles],
});
