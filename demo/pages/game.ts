import { html } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';
import { siteTop } from './site-top';

/** /game: the launched game in <gd-game-frame>, under the header; no footer, no phone bottom bar. */
export const gamePage = (path: string, texts: SiteTexts) => html`
  ${siteTop(path, { bottomBar: false })}
  <main class="container game-main">
    <h1 class="visually-hidden">${texts.games.gameTitle}</h1>
    <gd-game-frame></gd-game-frame>
  </main>
`;
