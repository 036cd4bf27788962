import { html, nothing } from 'lit-html';
import type { CategoryKind, SiteTexts, StepKind } from '../i18n/texts';
import { siteFooter } from './footer';
import { categoryIcon, playIcon, trophyIcon, userPlusIcon } from './icons';

/** Home: header, hero banner, product categories, the three-step intro and the footer. */

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

export const homePage = (modal: HomeModal, texts: SiteTexts) => {
  const { home } = texts;
  return html`
    <gd-header></gd-header>
    <main id="top">
      <section class="hero" aria-labelledby="hero-title">
        <div class="container hero-inner">
          <div class="hero-copy">
            <p class="eyebrow">${home.eyebrow}</p>
            <h1 id="hero-title">${home.titleLead} <span class="accent">${home.titleAccent}</span></h1>
            <p class="lead">${home.lead}</p>
            <div class="hero-actions">
              <a class="button primary" href="/register">${home.createAccount}</a>
              <a class="button ghost" href="/help#demo">${home.demoGuide}</a>
            </div>
            <dl class="stats">
              ${home.stats.map((stat) => html`<div><dt>${stat.label}</dt><dd>${stat.value}</dd></div>`)}
            </dl>
          </div>
          <div class="hero-art" aria-hidden="true">
            <div class="chip chip-a"></div>
            <div class="chip chip-b"></div>
            <div class="card card-a"><span>A</span><span>♠</span></div>
            <div class="card card-b"><span>K</span><span class="red">♥</span></div>
          </div>
        </div>
      </section>

      <section id="products" class="container section" aria-labelledby="products-title">
        <h2 id="products-title">${home.productsTitle}</h2>
        <ul class="category-grid">
          ${categoryKinds.map(
            (kind) => html`
              <li class="category-card">
                <span class="category-icon">${categoryIcon(kind)}</span>
                <h3>${home.categories[kind].title}</h3>
                <p>${home.categories[kind].blurb}</p>
              </li>
            `,
          )}
        </ul>
      </section>

      <section class="container section" aria-labelledby="steps-title">
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
