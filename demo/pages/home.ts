import { html, nothing } from 'lit-html';
import { siteFooter } from './footer';
import { categoryIcon, playIcon, trophyIcon, userPlusIcon } from './icons';

/** Home: header, hero banner, product categories, the three-step intro and the footer. */

type HomeModal = null | 'register' | { resetToken: string };

const categories = [
  ['sports', 'Sports', '140+ sports types, live odds'],
  ['live', 'Live casino', 'Real dealers, around the clock'],
  ['rng', 'Slots', 'Nearly 10,000 slot games'],
  ['fish', 'Fishing', 'Arcade shooting tables'],
  ['lottery', 'Lottery', 'Draws every few minutes'],
  ['pvp', 'PvP poker', 'Play against real people'],
] as const;

const steps = [
  [userPlusIcon, 'Register', 'Open an account in under a minute with a username or your mobile number.'],
  [playIcon, 'Play', 'Pick from 5,000+ casino games, sports, slots and lottery, or try the free demo first.'],
  [trophyIcon, 'Win', 'Winnings land in your wallet at once. Points never expire.'],
] as const;

function modalFor(modal: HomeModal) {
  if (modal === 'register') return html`<gd-register mode="modal" open="true"></gd-register>`;
  if (modal && typeof modal === 'object') {
    return html`<gd-forgot-password mode="modal" open="true" reset-token=${modal.resetToken}></gd-forgot-password>`;
  }
  return nothing;
}

export const homePage = (modal: HomeModal) => html`
  <gd-header></gd-header>
  <main id="top">
    <section class="hero" aria-labelledby="hero-title">
      <div class="container hero-inner">
        <div class="hero-copy">
          <p class="eyebrow">Welcome bonus on your first deposit</p>
          <h1 id="hero-title">Every game. One wallet. <span class="accent">Instant payouts.</span></h1>
          <p class="lead">
            Bet on 140+ sports, sit at live tables and spin nearly 10,000 slots, all from a single balance.
          </p>
          <div class="hero-actions">
            <a class="button primary" href="/register">Create account</a>
            <a class="button ghost" href="/help#demo">How the free demo works</a>
          </div>
          <dl class="stats">
            <div><dt>Sports types</dt><dd>140+</dd></div>
            <div><dt>Casino games</dt><dd>5,000+</dd></div>
            <div><dt>Slot games</dt><dd>~10,000</dd></div>
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
      <h2 id="products-title">Pick your game</h2>
      <ul class="category-grid">
        ${categories.map(
          ([kind, title, blurb]) => html`
            <li class="category-card">
              <span class="category-icon">${categoryIcon(kind)}</span>
              <h3>${title}</h3>
              <p>${blurb}</p>
            </li>
          `,
        )}
      </ul>
    </section>

    <section class="container section" aria-labelledby="steps-title">
      <h2 id="steps-title">Start in three steps</h2>
      <ol class="steps">
        ${steps.map(
          ([stepIcon, title, text], index) => html`
            <li class="step">
              <span class="step-number">${index + 1}</span>
              <span class="step-icon">${stepIcon()}</span>
              <h3>${title}</h3>
              <p>${text}</p>
            </li>
          `,
        )}
      </ol>
    </section>
  </main>
  ${siteFooter()} ${modalFor(modal)}
`;
