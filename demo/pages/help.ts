import { html } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';
import { elementPage } from './site-pages';

/**
 * The help centre (<gd-help>, the operator's articles): /help inside the site frame, /helpmc without
 * it (for in-app views; open without a session). `article` is the deep link's article (#id or ?article=).
 */
export const helpPage = (path: string, withHeader: boolean, article: string | null, texts: SiteTexts) =>
  elementPage(
    path,
    texts,
    html`<h1 class="visually-hidden">${texts.help.title}</h1>
      ${article === null ? html`<gd-help></gd-help>` : html`<gd-help article=${article}></gd-help>`}`,
    { frame: withHeader },
  );

/** /feedback: the member's feedback form and past feedback with replies (a visitor is asked to log in). */
export const feedbackPage = (path: string, texts: SiteTexts) =>
  elementPage(
    path,
    texts,
    html`<h1 class="visually-hidden">${texts.member.feedbackTitle}</h1>
      <gd-feedback></gd-feedback>`,
  );
