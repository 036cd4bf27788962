import { html } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';

/** A full-page notice with a way back home: a path the site does not have, or a failed start. */
const noticePage = (texts: SiteTexts, title: string, message: string) => html`
  <main class="auth-page">
    <a class="brand-mark large" href="/" aria-label=${texts.homeLink}><span class="logo-dot"></span>Gamedeck</a>
    <div class="auth-card center">
      <h1 class="page-title">${title}</h1>
      <p class="page-lead">${message}</p>
      <a class="button primary" href="/">${texts.notFound.backHome}</a>
    </div>
  </main>
`;

export const notFoundPage = (texts: SiteTexts) =>
  noticePage(texts, texts.notFound.title, texts.notFound.message);

export const startFailedPage = (texts: SiteTexts) =>
  noticePage(texts, texts.notFound.startFailedTitle, texts.notFound.startFailed);
