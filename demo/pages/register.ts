import { html } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';
import { siteFooter } from './footer';

/** /register.html: the stand-alone register page affiliates link to (?referralCode=…). */
export const registerPage = (referralCode: string | null, texts: SiteTexts) => html`
  <gd-header></gd-header>
  <main class="container narrow page">
    <gd-register mode="inline" referral-code=${referralCode ?? ''}></gd-register>
  </main>
  ${siteFooter(texts)}
`;
