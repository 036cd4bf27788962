import { html } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';
import { siteFooter } from './footer';
import { siteTop } from './site-top';

/** /register.html: the stand-alone register page affiliates link to (?referralCode=…). */
export const registerPage = (path: string, referralCode: string | null, texts: SiteTexts) => html`
  ${siteTop(path)}
  <main class="container narrow page">
    <h1 class="visually-hidden">${texts.register.title}</h1>
    <gd-register mode="inline" referral-code=${referralCode ?? ''}></gd-register>
  </main>
  ${siteFooter(texts)}
`;
