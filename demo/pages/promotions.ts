import { html, nothing } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';
import { siteFooter } from './footer';
import { trophyIcon } from './icons';
import { elementPage } from './site-pages';
import { siteTop } from './site-top';

/**
 * /promotions: the brand's banners, every promotion (<gd-promotions>: category tabs, the member's
 * state on each, a card opens /promoDetail), and for a member the way into the reward centre
 * (rewards and missions, in the member centre).
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
    <main class="container page game-page promotions-page">
      <h1 class="visually-hidden">${promotions.title}</h1>
      <gd-banners group="w_home"></gd-banners>
      <gd-promotions></gd-promotions>
      ${
        signedIn
          ? html`<section class="promo-card" aria-labelledby="rewards-title">
              <span class="category-icon">${trophyIcon()}</span>
              <div>
                <h2 id="rewards-title">${promotions.rewardsTitle}</h2>
                <p>${promotions.rewardsText}</p>
              </div>
              <button class="button primary" type="button" @click=${openRewards}>${promotions.openRewards}</button>
            </section>`
          : nothing
      }
    </main>
    ${siteFooter(texts)}
  `;
};

/** /promoDetail?id=: one promotion's page (its terms, the member's progress and actions); without an id, the list. */
export const promotionDetailPage = (path: string, id: number | null, texts: SiteTexts) =>
  elementPage(
    path,
    texts,
    html`<h1 class="visually-hidden">${texts.games.promotions.detailTitle}</h1>
      ${id === null ? html`<gd-promotions></gd-promotions>` : html`<gd-promotions promotion-id=${id}></gd-promotions>`}`,
  );
