import { html } from 'lit-html';
import { siteFooter } from './footer';

/** /register.html: the stand-alone register page affiliates link to (?referralCode=…). */
export const registerPage = (referralCode: string | null) => html`
  <gd-header></gd-header>
  <main class="container narrow page">
    <h1 class="page-title">Create your account</h1>
    <p class="page-lead">It takes less than a minute. You must be 18 or older to play.</p>
    <gd-register mode="inline" referral-code=${referralCode ?? ''}></gd-register>
  </main>
  ${siteFooter()}
`;
