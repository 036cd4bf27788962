import { html } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';
import { siteFooter } from './footer';
import type { OfflineTexts } from './offline';
import { siteTop } from './site-top';

/**
 * A path the site does not have, inside the site's frame (header, navigation, footer) so the visitor
 * can go on from there; the server answers it with status 404. Its text starts at the page's left edge,
 * where every page's title does.
 */
export const notFoundPage = (path: string, texts: SiteTexts) => html`
  ${siteTop(path)}
  <main class="container page not-found">
    <h1 class="page-title">${texts.notFound.title}</h1>
    <p class="page-lead">${texts.notFound.message}</p>
    <a class="button primary" href="/">${texts.notFound.backHome}</a>
  </main>
  ${siteFooter(texts)}
`;

/** A start that failed: the elements cannot draw the frame, so a page of its own with a way back home. */
export const startFailedPage = (texts: OfflineTexts) => html`
  <main class="auth-page">
    <a class="brand-mark large" href="/" aria-label=${texts.off_home_link}><span class="logo-dot"></span>Gamedeck</a>
    <div class="auth-card center">
      <h1 class="page-title">${texts.off_start_failed_title}</h1>
      <p class="page-lead">${texts.off_start_failed}</p>
      <a class="button primary" href="/">${texts.off_back_home}</a>
    </div>
  </main>
`;
