import { html } from 'lit-html';

/**
 * The top of every page with a header: the header and, under it, the game navigation told
 * which page is shown (so it can highlight its entry). The game page leaves out the phone
 * bottom bar so the game keeps the whole screen.
 */
export const siteTop = (path: string, { bottomBar = true } = {}) => html`
  <div class="site-top">
    <gd-header></gd-header>
    <gd-nav path=${path} hide-bottom-bar=${bottomBar ? 'false' : 'true'}></gd-nav>
  </div>
`;
