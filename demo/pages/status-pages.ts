import { html } from 'lit-html';

/** Full-page screens shown instead of every route while the site is closed for this visitor. */

export const maintenancePage = () => html`
  <main class="status-page">
    <span class="brand-mark large"><span class="logo-dot"></span>Gamedeck</span>
    <gd-maintenance></gd-maintenance>
  </main>
`;

export const regionPage = () => html`
  <main class="status-page">
    <span class="brand-mark large"><span class="logo-dot"></span>Gamedeck</span>
    <gd-region></gd-region>
  </main>
`;
