import { html } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';
import { siteFooter } from './footer';
import { siteTop } from './site-top';

/** /sports: sports, e-sports and cockfight vendors (?category= opens one section). */
export const sportsPage = (path: string, category: string | null, texts: SiteTexts) => html`
  ${siteTop(path)}
  <main class="container page game-page">
    <h1 class="visually-hidden">${texts.games.sportsTitle}</h1>
    <gd-sports category=${category ?? ''}></gd-sports>
  </main>
  ${siteFooter(texts)}
`;
