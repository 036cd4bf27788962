import { html } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';
import { siteFooter } from './footer';
import { trophyIcon } from './icons';
import { siteTop } from './site-top';

/**
 * /promotions: the brand's banners and the way into the member's reward centre (promotions,
 * rewards and missions live in the member centre, which needs a session).
 */
export const promotionsPage = (
  path: string,
  signedIn: boolean,
  openRewards: () => void,
  texts: SiteTexts,
) => {
  const { promotions } = texts.games;
  return html`
    ${siteTop(path)}
    <main class="container page game-page">
      <div class="page-head">
        <h1 class="page-title">${promotions.title}</h1>
        <p class="page-lead">${promotions.lead}</p>
      </div>
      <gd-banners group="w_home"></gd-banners>
      <section class="promo-card" aria-labelledby="rewards-title">
        <span class="category-icon">${trophyIcon()}</span>
        <div>
          <h2 id="rewards-title">${promotions.rewardsTitle}</h2>
          <p>${signedIn ? promotions.rewardsText : promotions.signInFirst}</p>
        </div>
        ${
          signedIn
            ? html`<button class="button primary" type="button" @click=${openRewards}>${promotions.openRewards}</button>`
            : html`<a class="button primary" href="/register">${texts.home.createAccount}</a>`
        }
      </section>
      <gd-game-shelf kind="hot"></gd-game-shelf>
    </main>
    ${siteFooter(texts)}
  `;
};
