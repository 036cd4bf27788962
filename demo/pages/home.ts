import { html, nothing } from 'lit-html';
import type { CategoryKind, SiteTexts, StepKind } from '../i18n/texts';
import { categoryPaths } from './category-paths';
import { siteFooter } from './footer';
import { categoryIcon, playIcon, trophyIcon, userPlusIcon } from './icons';
import { siteTop } from './site-top';

/**
 * Home: the banners beside a short welcome, rows of games (popular, hot, the member's
 * favourites and recently played, new), the first jackpot's banner (leading to its page, nothing where jackpots are
 * off), the running tournaments (leading to /tournaments), the product categories beside the winners board,
 * the three-step intro and the footer.
 */

export type HomeModal = null | 'register' | { resetToken: string };

const categoryKinds: readonly CategoryKind[] = ['sports', 'live', 'rng', 'fish', 'lottery', 'pvp'];

const steps: readonly (readonly [StepKind, () => unknown])[] = [
  ['register', userPlusIcon],
  ['play', playIcon],
  ['win', trophyIcon],
];

function modalFor(modal: HomeModal) {
  if (modal === 'register') return html`<gd-register mode="modal" open="true"></gd-register>`;
  if (modal && typeof modal === 'object') {
    return html`<gd-forgot-password mode="modal" open="true" reset-token=${modal.resetToken}></gd-forgot-password>`;
  }
  return nothing;
}

const categoryCard = (kind: CategoryKind, texts: SiteTexts) => {
  const { title, blurb } = texts.home.categories[kind];
  const body = html`
    <span class="category-icon">${categoryIcon(kind)}</span>
    <h3>${title}</h3>
    <p>${blurb}</p>
  `;
  const path = categoryPaths[kind];
  return html`<li class="category-card">${path ? html`<a class="category-link" href=${path}>${body}</a>` : body}</li>`;
};

export const homePage = (
  path: string,
  modal: HomeModal,
  signedIn: boolean,
  texts: SiteTexts,
  /** The first banner, drawn before gd-banners' code arrives (banner-poster.ts). */
  bannerPoster: unknown,
) => {
  const { home } = texts;
  return html`
    ${siteTop(path)}
    <main id="top">
      <section class="container home-top" aria-labelledby="hero-title">
        <div class="banner-stage">${bannerPoster}<gd-banners group="w_home"></gd-banners></div>
        <div class="intro">
          <p class="eyebrow">${home.eyebrow}</p>
          <h1 id="hero-title">${home.titleLead} <span class="accent">${home.titleAccent}</span></h1>
          <p class="lead">${home.lead}</p>
          <div class="hero-actions">
            ${signedIn ? nothing : html`<a class="button primary" href="/register">${home.createAccount}</a>`}
            <a class="button ghost" href="/help#demo">${home.demoGuide}</a>
          </div>
        </div>
      </section>

      <div class="container home-shelves">
        <gd-jackpot form="banner"></gd-jackpot>
        <gd-game-shelf kind="popular"></gd-game-shelf>
        <gd-game-shelf kind="hot"></gd-game-shelf>
        <gd-tournaments view="shelf"></gd-tournaments>
        <gd-game-shelf kind="lottery"></gd-game-shelf>
        ${
          // A visitor has no favourites or recent games: their shelves would only appear and vanish.
          signedIn
            ? html`<gd-game-shelf kind="favourites"></gd-game-shelf><gd-game-shelf kind="recent"></gd-game-shelf>`
            : nothing
        }
        <gd-game-shelf kind="new"></gd-game-shelf>
      </div>

      <div class="container section home-split">
        <section id="products" aria-labelledby="products-title">
          <h2 id="products-title">${home.productsTitle}</h2>
          <ul class="category-grid">
            ${categoryKinds.map((kind) => categoryCard(kind, texts))}
          </ul>
        </section>
        <gd-winners id="winners"></gd-winners>
      </div>

      <section class="container section home-steps" aria-labelledby="steps-title">
        <h2 id="steps-title">${home.stepsTitle}</h2>
        <ol class="steps">
          ${steps.map(
            ([kind, stepIcon], index) => html`
              <li class="step">
                <span class="step-number" aria-hidden="true">${index + 1}</span>
                <span class="step-icon">${stepIcon()}</span>
                <h3>${home.steps[kind].title}</h3>
                <p>${home.steps[kind].text}</p>
              </li>
            `,
          )}
        </ol>
      </section>
    </main>
    ${siteFooter(texts)} ${modalFor(modal)}
  `;
};
