import { html } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';

/** /login: the sign-in page visitors are sent to when the brand requires a session. */
export const loginPage = (
  texts: SiteTexts,
  /** The form's banner, drawn before gd-login's code arrives (banner-poster.ts). */
  bannerPoster: unknown,
  /** The page the visitor came for (the ?redirect= of /login), where signing in leads. */
  returnTo: string,
) => html`
  <main class="auth-page">
    <h1 class="visually-hidden">${texts.login.title}</h1>
    <a class="brand-mark large" href="/" aria-label=${texts.homeLink}><span class="logo-dot"></span>Gamedeck</a>
    <div class="auth-card">
      <div class="banner-stage banner-stage--form banner-stage--login">
        ${bannerPoster}<gd-login mode="inline" return-to=${returnTo}></gd-login>
      </div>
    </div>
    <p class="auth-foot">
      ${texts.login.newHere} <a href="/register">${texts.login.createAccount}</a> ·
      <a href="/helpmc">${texts.login.help}</a>
    </p>
  </main>
`;
