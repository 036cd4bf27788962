import { html } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';
import type { LobbyPage } from '../routes';
import { siteFooter } from './footer';
import { siteTop } from './site-top';

/**
 * A game lobby (/rng, /bgs, /bingo, /live, /fish, /pvp and /seamless): <gd-lobby> with the
 * page type, the vendor (?vendor=) and the list filter (?filter=) the address asks for.
 */
export const lobbyPage = (
  path: string,
  pageType: LobbyPage,
  vendor: string | null,
  filter: string | null,
  texts: SiteTexts,
) => {
  const { title, lead } = texts.games.lobbies[pageType];
  return html`
    ${siteTop(path)}
    <main class="container page game-page">
      <div class="page-head">
        <h1 class="page-title">${title}</h1>
        <p class="page-lead">${lead}</p>
      </div>
      <gd-lobby page-type=${pageType} vendor=${vendor ?? ''} filter=${filter ?? ''}></gd-lobby>
    </main>
    ${siteFooter(texts)}
  `;
};
