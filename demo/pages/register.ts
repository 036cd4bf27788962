import { html } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';
import { siteFooter } from './footer';
import { siteTop } from './site-top';

/** /register.html: the stand-alone register page affiliates link to (?referralCode=…). */
export const registerPage = (
  path: string,
  referralCode: string | null,
  texts: SiteTexts,
  /** The form's banner, drawn before gd-register's code arrives (banner-poster.ts). */
  bannerPoster: unknown,
) => html`
  ${siteTop(path)}
  <main class="container narrow page">
    <h1 class="visually-hidden">${texts.register.title}</h1>
    <div class="banner-stage banner-stage--form banner-stage--register">
      ${bannerPoster}<gd-register mode="inline" referral-code=${referralCode ?? ''}></gd-register>
    </div>
  </main>
  ${siteFooter(texts)}
`;
